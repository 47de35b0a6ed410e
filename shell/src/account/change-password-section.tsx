import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageResponse } from '@reentry/contracts/auth';
import { useApi, useToast } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { accountValidation } from './lazy-validation';
import { showServerError } from './server-errors';
import { FocusFirstError } from './focus-first-error';
import { FormError } from './form-error';
import { FormikTextField } from './formik-text-field';
import { securityMessages as s } from './security.messages';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password with the current one; the API ends every other session. */
export function ChangePasswordSection() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();

  return (
    <section className="security-section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">
        <FormattedMessage {...s.passwordHeading} />
      </h2>
      <Formik
        initialValues={empty}
        validate={accountValidation.changePassword}
        onSubmit={async ({ currentPassword, newPassword }, helpers) => {
          try {
            const answer = await api.post<MessageResponse>('/api/auth/change-password', { currentPassword, newPassword });
            helpers.resetForm({ values: empty });
            toast({ title: intl.formatMessage(s.changedTitle), description: answer?.message, variant: 'success' });
            await queryClient.invalidateQueries({ queryKey: ['shell', 'account'] });
          } catch (error) {
            const reason = showServerError(error, helpers, { fields: ['currentPassword', 'newPassword', 'confirmPassword'], fallback: intl.formatMessage(m.tryAgain) });
            toast({ title: intl.formatMessage(s.failedTitle), description: reason ?? intl.formatMessage(m.tryAgain), variant: 'destructive' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate method="post" className="form">
            <p className="form__required-note">
              <FormattedMessage {...m.requiredNote} />
            </p>
            <FormError />
            <FocusFirstError fields={['currentPassword', 'newPassword', 'confirmPassword']} />
            <FormikTextField name="currentPassword" label={s.currentPassword} type="password" autoComplete="current-password" />
            <FormikTextField name="newPassword" label={m.newPassword} hint={m.resetPasswordHint} type="password" autoComplete="new-password" />
            <FormikTextField name="confirmPassword" label={m.confirmNewPassword} type="password" autoComplete="new-password" />
            <Button type="submit" disabled={isSubmitting}>
              <FormattedMessage {...(isSubmitting ? s.changing : s.changeButton)} />
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
