import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, useApi, useToast } from '@reentry/platform';
import { Button, busyButtonProps, untilScriptProps, useHydrated } from '@reentry/ui';
import { accountMessages as a } from './account.messages';
import { inClassMessage, myClassMessages as m } from './my-class.messages';
import { leaveClass, myClassQueryOptions, useMyClass } from './my-class.query';

function LeaveClass({ onLeft }: { onLeft: () => Promise<void> }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const question = useRef<HTMLDivElement>(null);
  const leaveButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Focus follows the question (it replaces the button), and comes back to the button if they stay.
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (asked.current) leaveButton.current?.focus();
    asked.current ||= confirming;
  }, [confirming]);
  async function leave() {
    setBusy(true);
    try {
      await leaveClass(api);
      toast({ title: intl.formatMessage(m.leftTitle), variant: 'success' });
      await onLeft();
    } catch (error) {
      const reason = error instanceof ApiError ? error.userMessage : undefined;
      toast({ title: intl.formatMessage(m.leaveFailedTitle), description: reason ?? intl.formatMessage(a.tryAgain), variant: 'destructive' });
      setBusy(false);
    }
  }
  if (!confirming) {
    return (
      <Button ref={leaveButton} variant="secondary" onClick={() => setConfirming(true)} {...untilScriptProps(hydrated)}>
        <FormattedMessage {...m.leave} />
      </Button>
    );
  }
  return (
    <div ref={question} tabIndex={-1} className="panel" role="group" aria-label={intl.formatMessage(m.leave)}>
      <p>
        <FormattedMessage {...m.confirmText} />
      </p>
      <p className="actions">
        <Button variant="primary" onClick={() => void leave()} {...busyButtonProps(busy)}>
          <FormattedMessage {...m.confirmLeave} />
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)} {...busyButtonProps(busy)}>
          <FormattedMessage {...m.cancel} />
        </Button>
      </p>
    </div>
  );
}

/**
 * The class a signed-in learner is in (issue 31): whose class, the instructor's contact line (plain text,
 * never markup), and leaving it (asked first). Self-contained: mount it on the account page.
 */
export function MyClassSection() {
  const headingId = useId();
  const api = useApi();
  const queryClient = useQueryClient();
  const { data, isPending } = useMyClass();
  const current = data?.class;
  return (
    <section className="security-section my-class" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h2>
      {isPending ? (
        <p>
          <FormattedMessage {...m.loading} />
        </p>
      ) : current ? (
        <>
          <p>
            <FormattedMessage {...inClassMessage} values={{ name: current.instructorName }} />
          </p>
          {current.contactLine && (
            <p>
              <strong>
                <FormattedMessage {...m.contactLabel} />
              </strong>{' '}
              {current.contactLine}
            </p>
          )}
          <LeaveClass onLeft={() => queryClient.invalidateQueries({ queryKey: myClassQueryOptions(api).queryKey })} />
        </>
      ) : (
        <p>
          <FormattedMessage {...m.noClass} />
        </p>
      )}
    </section>
  );
}
