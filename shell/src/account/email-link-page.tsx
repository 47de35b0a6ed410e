import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { MessageResponse } from '@reentry/contracts/auth';
import { ApiError, clearPersonalData, sessionQueryKey, ScriptRequiredNotice, useApi, useToast } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { AccountLayout } from './account-layout';
import { accountProfileKey } from './account-profile.query';
import { accountPagesMessages as m } from './account-pages.messages';
import { accountMessages as a } from './account.messages';

type LinkKind = 'confirm' | 'undo' | 'verify';

/** The token from the mailed link: in the fragment (never sent to a server), or as `?token=`. */
function linkToken(hash: string, search: string): string {
  return new URLSearchParams(hash.slice(1)).get('token') ?? new URLSearchParams(search).get('token') ?? '';
}

const pageMessages = {
  confirm: { title: m.confirmTitle, intro: m.confirmIntro, button: m.confirmButton, next: m.toAccount, nextPath: '/account' },
  undo: { title: m.undoTitle, intro: m.undoIntro, button: m.undoButton, next: m.toLogin, nextPath: '/login' },
  verify: { title: m.verifyTitle, intro: m.verifyIntro, button: m.verifyButton, next: m.toAccount, nextPath: '/account' },
};

/**
 * /account/email (from the link mailed to a new address), /account/email/undo (from the mail to the old one)
 * and /account/email/verify (from the mail that confirms an address, issue 39). Opening the page changes
 * nothing: the press posts the token. The answer is said in a status line.
 */
export function EmailLinkPage({ kind }: { kind: LinkKind }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const location = useLocation();
  const texts = pageMessages[kind];
  const [token, setToken] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  // The fragment exists only in the browser: read after hydration, so server and browser render the same.
  useEffect(() => setToken(linkToken(location.hash, location.search)), [location.hash, location.search]);
  useEffect(() => status.current?.focus(), [answer]);

  async function send() {
    if (busy) return;
    setBusy(true);
    try {
      const done = await api.post<MessageResponse>(`/api/account/email/${kind}`, { token });
      if (kind === 'undo') {
        await clearPersonalData(queryClient);
        queryClient.setQueryData(sessionQueryKey, null);
      } else {
        await queryClient.invalidateQueries({ queryKey: accountProfileKey });
      }
      setAnswer({ ok: true, text: done.message });
      toast({ title: intl.formatMessage(m.done), variant: 'success' });
    } catch (error) {
      setAnswer({ ok: false, text: (error instanceof ApiError && (error.fields?.token ?? error.userMessage)) || intl.formatMessage(a.tryAgain) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountLayout messages={{ title: texts.title, intro: texts.intro }}>
      <ScriptRequiredNotice />
      {answer && (
        <p ref={status} tabIndex={-1} role={answer.ok ? 'status' : 'alert'} className={answer.ok ? undefined : 'form__error'}>
          {answer.text}
        </p>
      )}
      {answer?.ok ? (
        <Link className="button button--primary" to={texts.nextPath}>
          <FormattedMessage {...texts.next} />
        </Link>
      ) : token ? (
        <Button onClick={() => void send()} aria-disabled={busy || undefined}>
          <FormattedMessage {...(busy ? m.working : texts.button)} />
        </Button>
      ) : (
        token === '' && <p><FormattedMessage {...m.noToken} /></p>
      )}
    </AccountLayout>
  );
}

export const ConfirmEmailPage = () => <EmailLinkPage kind="confirm" />;
export const UndoEmailPage = () => <EmailLinkPage kind="undo" />;
export const VerifyEmailPage = () => <EmailLinkPage kind="verify" />;
