import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { LoginRequest } from '@reentry/contracts/auth';
import type { User } from '@reentry/contracts/user';
import { ApiError, useApi, useToast } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import { loginFormSchema } from './account-schemas';
import { FocusFirstError } from './focus-first-error';
import { FormikTextField } from './formik-text-field';
import { useSessionActions } from './session-actions';

export function LoginPage() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { signedIn } = useSessionActions();

  async function logIn(values: LoginRequest) {
    try {
      signedIn(await api.post<User>('/api/auth/login', values));
      toast({ title: intl.formatMessage(m.loginOkTitle), description: intl.formatMessage(m.loginOkBody), variant: 'success' });
      navigate('/');
    } catch (error) {
      // Too many attempts has its own message; every other failure reads the same (spec section 8).
      const tooMany = error instanceof ApiError && error.status === 429;
      toast({
        title: intl.formatMessage(m.loginFailTitle),
        description: (tooMany && error.userMessage) || intl.formatMessage(m.loginFailBody),
        variant: 'destructive',
      });
    }
  }

  return (
    <AccountLayout messages={{ title: m.loginTitle, intro: m.loginIntro }}>
      <Formik initialValues={{ username: '', password: '' }} validationSchema={loginFormSchema} onSubmit={logIn}>
        {({ isSubmitting }) => (
          <Form noValidate method="post" className="form">
            <FocusFirstError fields={['username', 'password']} />
            <FormikTextField name="username" label={m.username} autoComplete="username" autoCapitalize="none" />
            <FormikTextField name="password" label={m.password} type="password" autoComplete="current-password" />
            <Button type="submit" disabled={isSubmitting}>
              <FormattedMessage {...(isSubmitting ? m.loggingIn : m.loginButton)} />
            </Button>
          </Form>
        )}
      </Formik>
      <p className="account__links">
        <Link to="/signup">
          <FormattedMessage {...m.noAccount} />
        </Link>
        <Link to="/forgot-password">
          <FormattedMessage {...m.forgotLink} />
        </Link>
      </p>
    </AccountLayout>
  );
}
