import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountProfile } from '@reentry/contracts/account';
import { useApi, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AccountFormHead } from './account-form-head';
import { EmailVerifyNotice } from './email-verify-notice';
import { useProfileSaved } from './account-profile.query';
import { accountMessages as a } from './account.messages';
import { FormikTextField } from './formik-text-field';
import { accountValidation } from './lazy-validation';
import { myAccountMessages as m, pendingEmailMessage } from './my-account.messages';
import { showServerError } from './server-errors';

const empty = { email: '', currentPassword: '' };
const fields = ['email', 'currentPassword'];

/** A new (or a first) email address: a link goes there, and the address changes only when it is opened. */
export function AccountEmailSection({ profile }: { profile: AccountProfile }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const saved = useProfileSaved();
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
      <Formik
        initialValues={empty}
        validate={accountValidation.accountEmail}
        onSubmit={async (values, helpers) => {
          try {
            const profile = await api.patch<AccountProfile>('/api/account', values);
            helpers.resetForm({ values: empty });
            saved(profile);
            toast({ title: intl.formatMessage(m.linkSent), description: intl.formatMessage(pendingEmailMessage, { email: profile.pendingEmail ?? values.email }), variant: 'success' });
          } catch (error) {
            const reason = showServerError(error, helpers, { fields, fallback: intl.formatMessage(a.tryAgain) });
            toast({ title: intl.formatMessage(m.failed), description: reason, variant: 'destructive' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate method="post" className="form">
            <AccountFormHead fields={fields} />
            <FormikTextField name="email" label={m.newEmail} hint={m.newEmailHint} type="email" autoComplete="email" />
            <FormikTextField name="currentPassword" label={m.currentPassword} type="password" autoComplete="current-password" />
            <SubmitButton busy={isSubmitting}>
              <FormattedMessage {...(isSubmitting ? m.saving : m.sendLink)} />
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
