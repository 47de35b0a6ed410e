import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import { SignupForm } from './signup-form';

export function SignupPage() {
  return (
    <AccountLayout messages={{ title: m.signupTitle, intro: m.signupIntro }}>
      <SignupForm />
      <p className="account__links">
        <Link to="/login">
          <FormattedMessage {...m.haveAccount} />
        </Link>
      </p>
    </AccountLayout>
  );
}
