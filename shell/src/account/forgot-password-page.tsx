import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formOnFirstUse } from '@reentry/ui/form-on-first-use';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';

// The form's code (Formik) loads on the visitor's first use of the page, not with it
// (@reentry/ui/form-on-first-use): the server's HTML form can be read and typed into until then.
const ForgotPasswordForm = formOnFirstUse(() => import('./forgot-password-form').then((form) => form.ForgotPasswordForm));

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  // Stable, so the form is not rendered again before its code has come (form-on-first-use).
  const showSent = useCallback(() => setSent(true), []);
  const sentStatus = useRef<HTMLParagraphElement>(null);
  // Focus goes to the status that says what happened (the form it replaced is gone).
  useEffect(() => {
    if (sent) sentStatus.current?.focus();
  }, [sent]);

  return (
    <AccountLayout messages={{ title: m.forgotTitle, intro: m.forgotIntro }}>
      {sent ? (
        <p className="panel" role="status" tabIndex={-1} ref={sentStatus}>
          <FormattedMessage {...m.forgotSent} />
        </p>
      ) : (
        <ForgotPasswordForm onSent={showSent} />
      )}
      <p className="account__links">
        {/* No email (a learner who signed up with a class code): a code from the instructor instead. */}
        <Link to="/reset-password?with=code">
          <FormattedMessage {...m.haveCodeLink} />
        </Link>
        <Link to="/login">
          <FormattedMessage {...m.backToLogin} />
        </Link>
      </p>
    </AccountLayout>
  );
}
