import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MyCertificates, OwnedCertificate } from '@reentry/contracts/certificates';
import { ApiError, useApi, useToast } from '@reentry/platform';
import { Button, busyButtonProps, untilScriptProps, useHydrated } from '@reentry/ui';
import { withdrawMessages as m } from './certificates.messages';
import { myCertificatesKey } from './my-certificates.query';

/** `POST /api/certificates/{code}/withdraw`: the answer is the learner's certificates after the change. */
function useWithdrawCertificate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<MyCertificates>(`/api/certificates/${encodeURIComponent(code)}/withdraw`, {}),
    onSuccess: (answer) => queryClient.setQueryData(myCertificatesKey, answer),
  });
}

/**
 * "Withdraw this certificate" (issue 31), asked first in the page: what it means (whoever checks the code
 * sees it was withdrawn, and no name) and that it cannot be undone. Focus follows the question, returns to
 * the button if they keep it; once withdrawn the certificate leaves the list and `onWithdrawn` moves focus.
 */
export function WithdrawCertificate({ certificate, onWithdrawn }: { certificate: OwnedCertificate; onWithdrawn(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const withdraw = useWithdrawCertificate();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (asked.current) button.current?.focus();
    asked.current ||= confirming;
  }, [confirming]);

  async function confirm() {
    try {
      await withdraw.mutateAsync(certificate.code);
      toast({ title: intl.formatMessage(m.doneToast), variant: 'success' });
      onWithdrawn();
    } catch (error) {
      const reason = error instanceof ApiError ? error.userMessage : undefined;
      toast({ title: intl.formatMessage(m.failedToast), description: reason ?? intl.formatMessage(m.tryAgain), variant: 'destructive' });
    }
  }

  if (!confirming) {
    return (
      <p className="learning-certificates__withdraw">
        <Button ref={button} variant="secondary" onClick={() => setConfirming(true)} {...untilScriptProps(hydrated)}>
          <FormattedMessage {...m.button} />
        </Button>
      </p>
    );
  }
  const busy = withdraw.isPending;
  return (
    <div ref={question} tabIndex={-1} className="panel panel--warning learning-certificates__withdraw" role="group" aria-label={intl.formatMessage(m.button)}>
      <p>
        <FormattedMessage {...m.question} />
      </p>
      <p className="actions">
        <Button variant="primary" onClick={() => void confirm()} {...busyButtonProps(busy)}>
          <FormattedMessage {...(busy ? m.working : m.confirm)} />
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)} {...busyButtonProps(busy)}>
          <FormattedMessage {...m.keep} />
        </Button>
      </p>
    </div>
  );
}
