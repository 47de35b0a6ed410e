import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { MessageResponse } from '@reentry/contracts/auth';
import { clearPersonalData, sessionQueryKey, useApi, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AccountFormHead } from './account-form-head';
import { AccountLayout } from './account-layout';
import { accountPagesMessages as m } from './account-pages.messages';
import { accountProfileQueryOptions } from './account-profile.query';
import { accountMessages as a } from './account.messages';
import { FormikTextField } from './formik-text-field';
import { accountValidation } from './lazy-validation';
import { myAccountMessages as my } from './my-account.messages';
import { showServerError } from './server-errors';

const erased = [m.erasedSessions, m.erasedPerson, m.erasedSaved, m.erasedProgress, m.erasedCertificates, m.erasedUsername, m.keptAuditLog];

/** /account/delete: what deleting erases, then the password (and a two-step code when it is on). */
export function DeleteAccountPage() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery(accountProfileQueryOptions(api));
  const withCode = profile.data?.twoFactor === true;
  const fields = withCode ? ['password', 'code'] : ['password'];
  return (
    <AccountLayout messages={{ title: m.deleteTitle, intro: m.deleteIntro }}>
      <section className="security-section" aria-labelledby="delete-erased-heading">
        <h2 id="delete-erased-heading">
          <FormattedMessage {...m.erasedHeading} />
        </h2>
        <ul>
          {erased.map((item) => (
            <li key={item.id}>
              <FormattedMessage {...item} />
            </li>
          ))}
        </ul>
        <p>
          <FormattedMessage {...m.downloadFirst} />{' '}
          <a href="/api/account/export" download="my-data.json">
            <FormattedMessage {...my.download} />
          </a>
        </p>
      </section>
      <Formik
        initialValues={{ password: '', code: '' }}
        validate={accountValidation.accountDelete}
        onSubmit={async (values, helpers) => {
          try {
            const done = await api.post<MessageResponse>('/api/account/delete', withCode ? values : { password: values.password });
            await clearPersonalData(queryClient);
            queryClient.setQueryData(sessionQueryKey, null);
            toast({ title: intl.formatMessage(m.deletedTitle), description: done.message, variant: 'success' });
            void navigate('/');
          } catch (error) {
            const reason = showServerError(error, helpers, { fields, fallback: intl.formatMessage(a.tryAgain) });
            toast({ title: intl.formatMessage(my.failed), description: reason, variant: 'destructive' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate method="post" className="form">
            <AccountFormHead fields={fields} />
            <FormikTextField name="password" label={my.currentPassword} type="password" autoComplete="current-password" />
            {withCode && <FormikTextField name="code" label={m.code} autoComplete="one-time-code" autoCapitalize="none" />}
            <SubmitButton busy={isSubmitting}>
              <FormattedMessage {...(isSubmitting ? m.deleting : m.deleteButton)} />
            </SubmitButton>
            <p>
              <Link to="/account">
                <FormattedMessage {...m.cancel} />
              </Link>
            </p>
          </Form>
        )}
      </Formik>
    </AccountLayout>
  );
}
