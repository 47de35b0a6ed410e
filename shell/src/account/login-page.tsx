import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { User } from '@reentry/contracts/user';
import { ApiError, ScriptRequiredNotice, useApi, useKiosk, useToast } from '@reentry/platform';
import { Button, SubmitButton } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import { accountValidation } from './lazy-validation';
import { FocusFirstError } from './focus-first-error';
import { FormError } from './form-error';
import { FormikCheckbox } from './formik-checkbox';
import { FormikTextField } from './formik-text-field';
import { showServerError } from './server-errors';
import { securityMessages as s } from './security.messages';
import { TwoFactorStep } from './two-factor-step';
import { useAfterSignIn } from './use-after-sign-in';

export function LoginPage() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const afterSignIn = useAfterSignIn();
  const kiosk = useKiosk();
  const [step, setStep] = useState<'password' | 'code'>('password');

  type LoginValues = { username: string; password: string; remember: boolean };
  async function logIn(values: LoginValues, helpers: FormikHelpers<LoginValues>) {
    try {
      await afterSignIn(await api.post<User>('/api/auth/login', values));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED') {
        setStep('code');
        return;
      }
      // Too many attempts has its own message; every other failure reads the same (spec section 8).
      const tooMany = error instanceof ApiError && error.status === 429;
      const description = (tooMany && error.userMessage) || intl.formatMessage(m.loginFailBody);
      showServerError(tooMany ? error : undefined, helpers, { fields: ['username', 'password'], fallback: description });
      toast({ title: intl.formatMessage(m.loginFailTitle), description, variant: 'destructive' });
    }
  }

  if (step === 'code') return <TwoFactorStep onStartOver={() => setStep('password')} />;
  return (
    <AccountLayout messages={{ title: m.loginTitle, intro: m.loginIntro }}>
      <Formik initialValues={{ username: '', password: '', remember: false }} validate={accountValidation.login} onSubmit={logIn}>
        {({ isSubmitting }) => (
          <Form noValidate method="post" className="form">
            <ScriptRequiredNotice />
            <p className="form__required-note">
              <FormattedMessage {...m.requiredNote} />
            </p>
            <FormError />
            <FocusFirstError fields={['username', 'password']} />
            <FormikTextField name="username" label={m.username} autoComplete="username" autoCapitalize="none" />
            <FormikTextField name="password" label={m.password} type="password" autoComplete="current-password" />
            {/* A shared tablet offers no "Keep me signed in" (and the server would ignore it there). */}
            {kiosk ? (
              <p className="kiosk-notice">
                <FormattedMessage {...s.kioskLoginNote} />
              </p>
            ) : (
              <FormikCheckbox name="remember" label={s.remember} hint={s.rememberHint} />
            )}
            <SubmitButton busy={isSubmitting}>
              <FormattedMessage {...(isSubmitting ? m.loggingIn : m.loginButton)} />
            </SubmitButton>
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
