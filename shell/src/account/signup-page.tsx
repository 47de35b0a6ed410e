import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formOnFirstUse } from '@reentry/ui/form-on-first-use';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';

// The form's code (Formik) loads on the visitor's first use of the page, not with it
// (@reentry/ui/form-on-first-use): the server's HTML form can be read and typed into until then.
const SignupForm = formOnFirstUse(() => import('./signup-form').then((form) => form.SignupForm));

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
