import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formOnFirstUse } from '@reentry/ui/first-use';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';

// The form's code (Formik) loads on the visitor's first use of the page, not with it (libs/ui/src/form-on-first-use.tsx).
const ForgotPasswordForm = formOnFirstUse(() => import('./forgot-password-form').then((form) => form.ForgotPasswordForm));

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
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
        <ForgotPasswordForm onSent={() => setSent(true)} />
      )}
      <p className="account__links">
        <Link to="/login">
          <FormattedMessage {...m.backToLogin} />
        </Link>
      </p>
    </AccountLayout>
  );
}
