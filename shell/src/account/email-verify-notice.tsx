import { FormattedMessage } from 'react-intl';
import { AccountActionForm } from './account-action-form';
import { accountErrorMessages } from './account-error-messages';
import { accountMessages as a } from './account.messages';
import { MY_ACCOUNT_FORMS } from './my-account.action';
import { myAccountMessages as m } from './my-account.messages';

/**
 * The account's address is not verified yet (issue 39): say what that means (forms sent from it are not shown),
 * and send the link again: a real form the page's route action answers (my-account.action.ts).
 */
export function EmailVerifyNotice() {
  return (
    <div className="panel">
      <p>
        <FormattedMessage {...m.notVerified} />
      </p>
      <AccountActionForm errorMessages={accountErrorMessages}
        intent="verifyLink"
        fields={MY_ACCOUNT_FORMS.verifyLink.fields}
        requiredNote={null}
        submit={m.sendVerifyLink}
        sending={m.saving}
        failed={{ title: m.verifySendFailed, body: a.tryAgain }}
        done={{ outcome: MY_ACCOUNT_FORMS.verifyLink.done, title: m.linkSent, body: m.verifyLinkSentBody }}
      >
      </AccountActionForm>
    </div>
  );
}
