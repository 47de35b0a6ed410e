import { FormattedMessage } from 'react-intl';
import { Link, useActionData, useSearchParams } from 'react-router';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import type { LoginAnswer } from './login-action';
import { LoginForm } from './login-form';
import { safeReturnTo } from './return-to';
import { TwoFactorStep } from './two-factor-step';

/** /login: the password form, or the two-step code form when the route's action answered with it. */
export function LoginPage() {
  const answer = useActionData() as LoginAnswer | undefined;
  // Making an account instead comes back to the same place (`/claim`, a module).
  const returnTo = safeReturnTo(useSearchParams()[0].get('returnTo'));
  if (answer?.step === 'code') return <TwoFactorStep />;
  return (
    <AccountLayout messages={{ title: m.loginTitle, intro: m.loginIntro }}>
      <LoginForm />
      <p className="account__links">
        <Link to={returnTo ? `/signup?returnTo=${encodeURIComponent(returnTo)}` : '/signup'}>
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
