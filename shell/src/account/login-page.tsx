import { FormattedMessage } from 'react-intl';
import { Link, useActionData } from 'react-router';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import type { LoginAnswer } from './login-action';
import { LoginForm } from './login-form';
import { TwoFactorStep } from './two-factor-step';

/** /login: the password form, or the two-step code form when the route's action answered with it. */
export function LoginPage() {
  const answer = useActionData() as LoginAnswer | undefined;
  if (answer?.step === 'code') return <TwoFactorStep />;
  return (
    <AccountLayout messages={{ title: m.loginTitle, intro: m.loginIntro }}>
      <LoginForm />
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
