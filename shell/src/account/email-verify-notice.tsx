import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageResponse } from '@reentry/contracts/auth';
import { ApiError, useApi, useToast } from '@reentry/platform';
import { Button, busyButtonProps, untilScriptProps, useHydrated } from '@reentry/ui';
import { accountMessages as a } from './account.messages';
import { myAccountMessages as m } from './my-account.messages';

/**
 * The account's address is not verified yet (issue 39): say what that means (forms sent from it are not shown),
 * and send the link again. The answer is said in a status line and a toast.
 */
export function EmailVerifyNotice() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  async function send() {
    setBusy(true);
    try {
      const done = await api.post<MessageResponse>('/api/account/email/verify-link', {});
      setAnswer(done.message);
      toast({ title: intl.formatMessage(m.linkSent), description: done.message, variant: 'success' });
    } catch (error) {
      const reason = error instanceof ApiError ? error.userMessage : undefined;
      toast({ title: intl.formatMessage(m.verifySendFailed), description: reason ?? intl.formatMessage(a.tryAgain), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="panel">
      <p>
        <FormattedMessage {...m.notVerified} />
      </p>
      {answer && <p role="status">{answer}</p>}
      <Button variant="secondary" onClick={() => void send()} {...untilScriptProps(hydrated)} {...busyButtonProps(busy)}>
        <FormattedMessage {...(busy ? m.saving : m.sendVerifyLink)} />
      </Button>
    </div>
  );
}
