import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { formOnFirstUse } from '@reentry/ui/form-on-first-use';
import { AccountLayout } from './account-layout';
import type { ForgotRequest } from './forgot-password-form';

// The form's code (Formik) loads on the visitor's first use of the page, not with it
// (@reentry/ui/form-on-first-use): the server's HTML form can be read and typed into until then.
const ForgotForm = formOnFirstUse(() => import('./forgot-password-form').then((form) => form.ForgotPasswordForm));

interface MailRequestPageProps {
  messages: { title: MessageDescriptor; intro: MessageDescriptor; sent: MessageDescriptor };
  /** What the form asks for (the reset link when left out). */
  request?: ForgotRequest;
  /** The links under the form. */
  links: ReactNode;
}

/**
 * A page that asks for an email address and mails something to it (a reset link, the usernames): the form,
 * then a status that says it was sent, never whether an account uses the address.
 */
export function MailRequestPage({ messages, request, links }: MailRequestPageProps) {
  const [sent, setSent] = useState(false);
  // Stable, so the form is not rendered again before its code has come (form-on-first-use).
  const showSent = useCallback(() => setSent(true), []);
  const sentStatus = useRef<HTMLParagraphElement>(null);
  // Focus goes to the status that says what happened (the form it replaced is gone).
  useEffect(() => {
    if (sent) sentStatus.current?.focus();
  }, [sent]);

  return (
    <AccountLayout messages={{ title: messages.title, intro: messages.intro }}>
      {sent ? (
        <p className="panel" role="status" tabIndex={-1} ref={sentStatus}>
          <FormattedMessage {...messages.sent} />
        </p>
      ) : (
        <ForgotForm onSent={showSent} request={request} />
      )}
      <p className="account__links">{links}</p>
    </AccountLayout>
  );
}
