import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@reentry/platform';
import { sendKeptChecks } from '../../shared/send-kept-checks';

/** While a check still waits, how often the page tries again (a first try right after the network returns may still fail). */
const RETRY_MS = 10_000;

/**
 * A module page running for a signed-in learner sends the before-checks kept on this phone: at once when
 * online, again when the network comes back, and every few seconds while one still waits. The quiz sends a
 * module's kept checks before its attempts.
 */
export function useSendKeptChecks(signedIn: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const send = async () => {
      clearTimeout(retry);
      const done = !navigator.onLine || (await sendKeptChecks(api, queryClient));
      if (!done && !stopped) retry = setTimeout(() => void send(), RETRY_MS);
    };
    const sendNow = () => void send();
    sendNow();
    window.addEventListener('online', sendNow);
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('online', sendNow);
    };
  }, [signedIn, api, queryClient]);
}
