import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { User } from '@reentry/contracts/user';
import { ApiError, useApi, useToast } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import { loginFormSchema } from './account-schemas';
import { FocusFirstError } from './focus-first-error';
import { FormikCheckbox } from './formik-checkbox';
import { FormikTextField } from './formik-text-field';
import { securityMessages as s } from './security.messages';
import { TwoFactorStep } from './two-factor-step';
import { useAfterSignIn } from './use-after-sign-in';

export function LoginPage() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const afterSignIn = useAfterSignIn();
  const [step, setStep] = useState<'password' | 'code'>('password');

  async function logIn(values: { username: string; password: string; remember: boolean }) {
    try {
      await afterSignIn(await api.post<User>('/api/auth/login', values));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED') {
        setStep('code');
        return;
      }
      // Too many attempts has its own message; every other failure reads the same (spec section 8).
      const tooMany = error instanceof ApiError && error.status === 429;
      toast({
        title: intl.formatMessage(m.loginFailTitle),
        description: (tooMany && error.userMessage) || intl.formatMessage(m.loginFailBody),
        variant: 'destructive',
      });
    }
  }

  if (step === 'code') return <TwoFactorStep onStartOver={() => setStep('password')} />;
  return (
    <AccountLayout messages={{ title: m.loginTitle, intro: m.loginIntro }}>
      <Formik initialValues={{ username: '', password: '', remember: false }} validationSchema={loginFormSchema} onSubmit={logIn}>
        {({ isSubmitting }) => (
          <Form noValidate method="post" className="form">
            <FocusFirstError fields={['username', 'password']} />
            <FormikTextField name="username" label={m.username} autoComplete="username" autoCapitalize="none" />
            <FormikTextField name="password" label={m.password} type="password" autoComplete="current-password" />
            <FormikCheckbox name="remember" label={s.remember} hint={s.rememberHint} />
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
