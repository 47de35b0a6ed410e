import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formOnFirstUse } from '@reentry/ui/first-use';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';

// The form's code (Formik) loads on the visitor's first use of the page, not with it (libs/ui/src/form-on-first-use.tsx).
const LoginForm = formOnFirstUse(() => import('./login-form').then((form) => form.LoginForm));
// The code step loads when the password was right and the account uses two-step sign-in.
const loadTwoFactorStep = () => import('./two-factor-step');
const TwoFactorStep = lazy(() => loadTwoFactorStep().then((step) => ({ default: step.TwoFactorStep })));

export function LoginPage() {
  const [step, setStep] = useState<'password' | 'code'>('password');

  if (step === 'code') {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep onStartOver={() => setStep('password')} />
      </Suspense>
    );
  }
  return (
    <AccountLayout messages={{ title: m.loginTitle, intro: m.loginIntro }}>
      {/* The code step's script is loaded before it shows, so the page never goes blank. */}
      <LoginForm onTwoFactor={() => loadTwoFactorStep().then(() => setStep('code'))} />
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
