import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageResponse } from '@reentry/contracts/auth';
import { useApi } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { AccountFormHead } from './account-form-head';
import { accountValidation } from './lazy-validation';
import { FormikTextField } from './formik-text-field';
import { showServerError } from './server-errors';

type CodeValues = { username: string; code: string; password: string; confirmPassword: string };
const fields = ['username', 'code', 'password', 'confirmPassword'];

/** "I have a code from my instructor": username, the code read aloud or copied on paper, a new password. */
export function ResetWithCodeForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const api = useApi();

  async function reset({ confirmPassword: _confirmation, ...values }: CodeValues, helpers: FormikHelpers<CodeValues>) {
    try {
      await api.post<MessageResponse>('/api/auth/reset-password/code', values);
      onDone();
    } catch (error) {
      showServerError(error, helpers, { fields, fallback: intl.formatMessage(m.somethingWrong) });
    }
  }

  return (
    <Formik initialValues={{ username: '', code: '', password: '', confirmPassword: '' }} validate={accountValidation.resetWithCode} onSubmit={reset}>
      {({ isSubmitting }) => (
        <Form noValidate method="post" className="form">
          <AccountFormHead fields={fields} />
          <FormikTextField name="username" label={m.username} autoComplete="username" autoCapitalize="none" />
          <FormikTextField name="code" label={m.resetCode} hint={m.resetCodeHint} autoComplete="one-time-code" autoCapitalize="characters" />
          <FormikTextField name="password" label={m.newPassword} hint={m.resetPasswordHint} type="password" autoComplete="new-password" />
          <FormikTextField name="confirmPassword" label={m.confirmNewPassword} type="password" autoComplete="new-password" />
          <SubmitButton busy={isSubmitting}>
            <FormattedMessage {...(isSubmitting ? m.resetting : m.resetButton)} />
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
