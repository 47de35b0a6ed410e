import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formOnFirstUse } from '@reentry/ui/form-on-first-use';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import type { ForgotRequest } from './forgot-password-form';

// The same form as forgot-password, asking for the usernames instead; its code loads on first use.
const ForgotForm = formOnFirstUse(() => import('./forgot-password-form').then((form) => form.ForgotPasswordForm));
const usernames: ForgotRequest = { path: '/api/auth/forgot-username', button: m.forgotUsernameButton, okTitle: m.forgotUsernameOkTitle, failTitle: m.forgotUsernameFailTitle };

/** `/forgot-username`: every username on an email address is mailed to it (the answer never says if any). */
export function ForgotUsernamePage() {
  const [sent, setSent] = useState(false);
  const showSent = useCallback(() => setSent(true), []);
  const sentStatus = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) sentStatus.current?.focus();
  }, [sent]);

  return (
    <AccountLayout messages={{ title: m.forgotUsernameTitle, intro: m.forgotUsernameIntro }}>
      {sent ? (
        <p className="panel" role="status" tabIndex={-1} ref={sentStatus}>
          <FormattedMessage {...m.forgotUsernameSent} />
        </p>
      ) : (
        <ForgotForm onSent={showSent} request={usernames} />
      )}
      <p className="account__links">
        <Link to="/login">
          <FormattedMessage {...m.backToLogin} />
        </Link>
      </p>
    </AccountLayout>
  );
}
