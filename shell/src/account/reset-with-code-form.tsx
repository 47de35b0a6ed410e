import { FormattedMessage } from 'react-intl';
import { ActionTextField } from '@reentry/ui/action-fields';
import { accountMessages as m } from './account.messages';
import { AccountActionForm } from './account-action-form';
import { accountErrorMessages } from './account-error-messages';
import { accountValidation } from './lazy-validation';
import { RESET_BY_CODE_FIELDS } from './reset-password.action';

/**
 * "I have a code from my instructor": username, the code read aloud or copied on paper, a new password.
 * The route action (reset-password.action.ts) knows it by its `code` field; a refusal shows it again.
 */
export function ResetWithCodeForm() {
  return (
    <AccountActionForm errorMessages={accountErrorMessages}
      fields={RESET_BY_CODE_FIELDS}
      check={accountValidation.resetWithCode}
      submit={m.resetButton}
      sending={m.resetting}
      failed={{ title: m.resetFailTitle, body: m.somethingWrong }}
      action="/reset-password"
    >
      <ActionTextField name="username" label={<FormattedMessage {...m.username} />} autoComplete="username" autoCapitalize="none" />
      <ActionTextField name="code" label={<FormattedMessage {...m.resetCode} />} hint={<FormattedMessage {...m.resetCodeHint} />} autoComplete="one-time-code" autoCapitalize="characters" />
      <ActionTextField name="password" label={<FormattedMessage {...m.newPassword} />} hint={<FormattedMessage {...m.resetPasswordHint} />} type="password" autoComplete="new-password" />
      <ActionTextField name="confirmPassword" label={<FormattedMessage {...m.confirmNewPassword} />} type="password" autoComplete="new-password" />
    </AccountActionForm>
  );
}
