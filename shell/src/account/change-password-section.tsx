import { FormattedMessage } from 'react-intl';
import { ActionTextField } from '@reentry/ui/action-fields';
import { AccountActionForm } from './account-action-form';
import { accountErrorMessages } from './account-error-messages';
import { accountMessages as m } from './account.messages';
import { CHANGE_PASSWORD_FIELDS } from './change-password.action';
import { accountValidation } from './lazy-validation';
import { securityMessages as s } from './security.messages';

/** Change the password with the current one: a real form the page's route action answers (change-password.action.ts). */
export function ChangePasswordSection() {
  return (
    <section className="security-section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">
        <FormattedMessage {...s.passwordHeading} />
      </h2>
      <AccountActionForm errorMessages={accountErrorMessages}
        fields={CHANGE_PASSWORD_FIELDS}
        check={accountValidation.changePassword}
        submit={s.changeButton}
        sending={s.changing}
        failed={{ title: s.failedTitle, body: m.tryAgain }}
        done={{ outcome: 'password-changed', title: s.changedTitle, body: s.changedBody }}
      >
        <ActionTextField name="currentPassword" label={<FormattedMessage {...s.currentPassword} />} type="password" autoComplete="current-password" />
        <ActionTextField name="newPassword" label={<FormattedMessage {...m.newPassword} />} hint={<FormattedMessage {...m.resetPasswordHint} />} type="password" autoComplete="new-password" />
        <ActionTextField name="confirmPassword" label={<FormattedMessage {...m.confirmNewPassword} />} type="password" autoComplete="new-password" />
      </AccountActionForm>
    </section>
  );
}
