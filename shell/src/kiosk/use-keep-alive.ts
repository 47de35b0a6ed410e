import { useCallback, useEffect, useRef } from 'react';
import { KIOSK } from '@reentry/contracts/kiosk-rules';
import { useApi } from '@reentry/platform';

/**
 * Tells the API a signed-in learner is still active (taps and reading make no API call, and the
 * server's idle limit is the same 5 minutes): at most every 20 seconds, and once more after the last
 * activity, so the server's clock never runs ahead of the page's.
 */
export function useKeepAlive(signedIn: boolean): () => void {
  const api = useApi();
  const state = useRef({ lastPing: 0, trailing: undefined as ReturnType<typeof setTimeout> | undefined });
  useEffect(() => () => clearTimeout(state.current.trailing), []);
  return useCallback(() => {
    const current = state.current;
    if (!signedIn || current.trailing) return;
    const ping = () => {
      current.trailing = undefined;
      current.lastPing = Date.now();
      void api.post('/api/auth/sessions/keep-alive').catch(() => undefined);
    };
    const since = Date.now() - current.lastPing;
    if (since >= KIOSK.keepAliveMs) ping();
    else current.trailing = setTimeout(ping, KIOSK.keepAliveMs - since);
  }, [api, signedIn]);
}
