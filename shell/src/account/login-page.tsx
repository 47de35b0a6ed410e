import { useCallback, useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formOnFirstUse } from '@reentry/ui/form-on-first-use';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';

// The form's code (Formik) loads on the visitor's first use of the page, not with it
// (@reentry/ui/form-on-first-use): the server's HTML form can be read and typed into until then.
const LoginForm = formOnFirstUse(() => import('./login-form').then((form) => form.LoginForm));

type CodeStepComponent = ComponentType<{ onStartOver: () => void }>;

export function LoginPage() {
  // The code step's script loads when the password was right and the account uses two-step sign-in;
  // the step shows once it is there, so the page never goes blank.
  const [CodeStep, setCodeStep] = useState<CodeStepComponent | null>(null);
  // Stable, so the form is not rendered again before its code has come (form-on-first-use).
  const askForCode = useCallback(async () => {
    const { TwoFactorStep } = await import('./two-factor-step');
    setCodeStep(() => TwoFactorStep);
  }, []);

  if (CodeStep) return <CodeStep onStartOver={() => setCodeStep(null)} />;
  return (
    <AccountLayout messages={{ title: m.loginTitle, intro: m.loginIntro }}>
      <LoginForm onTwoFactor={askForCode} />
      <p className="account__links">
        <Link to="/signup">
          <FormattedMessage {...m.noAccount} />
        </Link>
        <Link to="/forgot-password">
          <FormattedMessage {...m.forgotLink} />
        </Link>
        <Link to="/forgot-username">
          <FormattedMessage {...m.forgotUsernameLink} />
        </Link>
      </p>
    </AccountLayout>
  );
}
