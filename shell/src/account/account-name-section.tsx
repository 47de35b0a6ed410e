import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AccountProfile } from '@reentry/contracts/account';
import { useApi, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AccountFormHead } from './account-form-head';
import { useProfileSaved } from './account-profile.query';
import { accountMessages as a } from './account.messages';
import { FormikTextField } from './formik-text-field';
import { accountValidation } from './lazy-validation';
import { myAccountMessages as m } from './my-account.messages';
import { showServerError } from './server-errors';

/** A new name for the account; certificates already made keep theirs (the certificates page offers a new one). */
export function AccountNameSection({ profile }: { profile: AccountProfile }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const saved = useProfileSaved();
  return (
    <section className="security-section" aria-labelledby="account-name-heading">
      <h2 id="account-name-heading">
        <FormattedMessage {...m.nameHeading} />
      </h2>
      <Formik
        initialValues={{ name: profile.name }}
        enableReinitialize
        validate={accountValidation.accountName}
        onSubmit={async ({ name }, helpers) => {
          try {
            saved(await api.patch<AccountProfile>('/api/account', { name }));
            toast({ title: intl.formatMessage(m.nameSaved), variant: 'success' });
          } catch (error) {
            const reason = showServerError(error, helpers, { fields: ['name'], fallback: intl.formatMessage(a.tryAgain) });
            toast({ title: intl.formatMessage(m.failed), description: reason, variant: 'destructive' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate method="post" className="form">
            <AccountFormHead fields={['name']} />
            <FormikTextField name="name" label={m.name} hint={m.nameHint} autoComplete="name" />
            <p>
              <Link to="/certificates">
                <FormattedMessage {...m.certificatesLink} />
              </Link>
            </p>
            <SubmitButton busy={isSubmitting}>
              <FormattedMessage {...(isSubmitting ? m.saving : m.saveName)} />
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
