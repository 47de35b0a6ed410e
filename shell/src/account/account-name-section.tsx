import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { AccountProfile } from '@reentry/contracts/account';
import { ActionTextField } from '@reentry/ui/action-fields';
import { AccountActionForm } from './account-action-form';
import { accountErrorMessages } from './account-error-messages';
import { accountMessages as a } from './account.messages';
import { accountValidation } from './lazy-validation';
import { MY_ACCOUNT_FORMS } from './my-account.action';
import { myAccountMessages as m } from './my-account.messages';

/** A new name for the account; certificates already made keep theirs (the certificates page offers a new one). */
export function AccountNameSection({ profile }: { profile: AccountProfile }) {
  return (
    <section className="security-section" aria-labelledby="account-name-heading">
      <h2 id="account-name-heading">
        <FormattedMessage {...m.nameHeading} />
      </h2>
      <AccountActionForm errorMessages={accountErrorMessages}
        intent="name"
        fields={MY_ACCOUNT_FORMS.name.fields}
        initial={{ name: profile.name }}
        check={accountValidation.accountName}
        submit={m.saveName}
        sending={m.saving}
        failed={{ title: m.failed, body: a.tryAgain }}
        done={{ outcome: MY_ACCOUNT_FORMS.name.done, title: m.nameSaved, body: m.nameSavedBody }}
      >
        <ActionTextField key={profile.name} name="name" label={<FormattedMessage {...m.name} />} hint={<FormattedMessage {...m.nameHint} />} autoComplete="name" />
        <p>
          <Link to="/certificates">
            <FormattedMessage {...m.certificatesLink} />
          </Link>
        </p>
      </AccountActionForm>
    </section>
  );
}
