import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useActionData, useLocation } from 'react-router';
import { FocusedPanel, isRefusal, useFormOutcome } from '@reentry/platform/action-form';
import { AccountActionForm } from './account-action-form';
import { accountErrorMessages } from './account-error-messages';
import { AccountLayout } from './account-layout';
import { accountPagesMessages as m } from './account-pages.messages';
import { accountMessages as a } from './account.messages';
import type { EmailLinkKind } from './email-link.action';
import { LinkNeedsScript } from './link-needs-script';

const pageMessages = {
  confirm: { title: m.confirmTitle, intro: m.confirmIntro, button: m.confirmButton, done: m.confirmDone, next: m.toAccount, nextPath: '/account' },
  undo: { title: m.undoTitle, intro: m.undoIntro, button: m.undoButton, done: m.undoDone, next: m.toLogin, nextPath: '/login' },
  verify: { title: m.verifyTitle, intro: m.verifyIntro, button: m.verifyButton, done: m.verifyDone, next: m.toAccount, nextPath: '/account' },
};

/**
 * The link's token: as `?token=` the server reads it too (the page works without script); in the fragment
 * (the mailed form, never sent to a server) only the page's code can, after hydration; or the one a refused
 * post sent back.
 */
function useLinkToken(): string | null {
  const location = useLocation();
  const answer = useActionData();
  const [fromFragment, setFromFragment] = useState<string | null>(null);
  useEffect(() => {
    setFromFragment(new URLSearchParams(location.hash.slice(1)).get('token') ?? '');
    // The secret link should not stay on screen or in the browser's history.
    if (location.hash || new URLSearchParams(location.search).has('token')) window.history.replaceState(window.history.state, '', location.pathname);
  }, [location.hash, location.pathname, location.search]);
  const refused = isRefusal(answer) ? answer.values.token : undefined;
  return refused || new URLSearchParams(location.search).get('token') || fromFragment;
}

/**
 * /account/email (from the link mailed to a new address), /account/email/undo (from the mail to the old one)
 * and /account/email/verify (from the mail that confirms an address, issue 39). Opening the page changes
 * nothing: the press posts the token, a real form the route action answers (email-link.action.ts); what
 * happened is said at `?done=done`.
 */
export function EmailLinkPage({ kind }: { kind: EmailLinkKind }) {
  const texts = pageMessages[kind];
  const done = useFormOutcome();
  const token = useLinkToken();
  if (done === 'done') {
    return (
      <AccountLayout key="done" messages={{ title: texts.title, intro: texts.intro }}>
        <FocusedPanel role="status" aria-live="polite">
          <p>
            <FormattedMessage {...texts.done} />
          </p>
        </FocusedPanel>
        <Link className="button button--primary" to={texts.nextPath}>
          <FormattedMessage {...texts.next} />
        </Link>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout messages={{ title: texts.title, intro: texts.intro }}>
      {token ? (
        <AccountActionForm action={useLocation().pathname} errorMessages={accountErrorMessages} fields={['token']} requiredNote={null} submit={texts.button} sending={m.working} failed={{ title: m.linkFailed, body: a.tryAgain }}>
          <input type="hidden" name="token" value={token} />
        </AccountActionForm>
      ) : token === '' ? (
        <p>
          <FormattedMessage {...m.noToken} />
        </p>
      ) : (
        <LinkNeedsScript />
      )}
    </AccountLayout>
  );
}

export const ConfirmEmailPage = () => <EmailLinkPage kind="confirm" />;
export const UndoEmailPage = () => <EmailLinkPage kind="undo" />;
export const VerifyEmailPage = () => <EmailLinkPage kind="verify" />;

