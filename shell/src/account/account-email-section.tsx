import { FormattedMessage } from 'react-intl';
import type { AccountProfile } from '@reentry/contracts/account';
import { ActionTextField } from '@reentry/ui/action-fields';
import { AccountActionForm } from './account-action-form';
import { accountErrorMessages } from './account-error-messages';
import { accountMessages as a } from './account.messages';
import { EmailVerifyNotice } from './email-verify-notice';
import { accountValidation } from './lazy-validation';
import { MY_ACCOUNT_FORMS } from './my-account.action';
import { myAccountMessages as m, pendingEmailMessage } from './my-account.messages';

/** A new (or a first) email address: a link goes there, and the address changes only when it is opened. */
export function AccountEmailSection({ profile }: { profile: AccountProfile }) {
  return (
    <section className="security-section" aria-labelledby="account-email-heading">
      <h2 id="account-email-heading">
        <FormattedMessage {...(profile.email ? m.emailHeading : m.addEmailHeading)} />
      </h2>
      {profile.email && !profile.emailVerified && <EmailVerifyNotice />}
      {profile.pendingEmail && (
        <p role="status">
          <FormattedMessage {...pendingEmailMessage} values={{ email: profile.pendingEmail }} />
        </p>
      )}
      <AccountActionForm errorMessages={accountErrorMessages}
        intent="email"
        fields={MY_ACCOUNT_FORMS.email.fields}
        check={accountValidation.accountEmail}
        submit={m.sendLink}
        sending={m.saving}
        failed={{ title: m.failed, body: a.tryAgain }}
        done={{ outcome: MY_ACCOUNT_FORMS.email.done, title: m.linkSent, body: m.linkSentBody }}
      >
        <ActionTextField name="email" label={<FormattedMessage {...m.newEmail} />} hint={<FormattedMessage {...m.newEmailHint} />} type="email" autoComplete="email" />
        <ActionTextField name="currentPassword" label={<FormattedMessage {...m.currentPassword} />} type="password" autoComplete="current-password" />
      </AccountActionForm>
    </section>
  );
}
