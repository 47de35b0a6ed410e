import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { KIOSK } from '@reentry/contracts/kiosk-rules';
import { sessionQueryKey, useApi, useSession } from '@reentry/platform';
import { IdleWarning } from './idle-warning';
import type { TabletReset } from './reset-handover';
import { resetSharedTablet } from './reset-shared-tablet';
import { useIdleTimer } from './use-idle-timer';
import { useKeepAlive } from './use-keep-alive';
import { useResetNotice } from './use-reset-notice';

const isSessionQuery = (key: readonly unknown[]) => key.length === sessionQueryKey.length && key.every((part, i) => part === sessionQueryKey[i]);

/** A session that ended on the server (its idle limit, or ended from another device) clears the tablet too. */
function useResetWhenSessionEnds(signedIn: boolean, reset: (reason: TabletReset) => void) {
  const queryClient = useQueryClient();
  const wasSignedIn = useRef(signedIn);
  if (signedIn) wasSignedIn.current = true;
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || !isSessionQuery(event.query.queryKey)) return;
        // The page's own check (not a sign-out here, which sets the session itself) found no one signed in.
        const { action } = event;
        if (action.type === 'success' && !action.manual && action.data === null && wasSignedIn.current) reset('kiosk-idle');
      }),
    [queryClient, reset],
  );
}

/**
 * A shared tablet's idle sign-out (kiosk mode): after 4 minutes without use a warning, after 5 the
 * learner is signed out and the tablet cleared for the next person. Counts whenever there is something
 * to clear: a signed-in learner, or any page but the start page (a form half filled in, a lesson open).
 */
export default function KioskGuard() {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = session.status === 'authenticated';
  const reset = useRef((reason: TabletReset) => void resetSharedTablet(api, reason)).current;
  useResetWhenSessionEnds(signedIn, reset);
  useResetNotice();
  // Should a browser still restore a page from its back-forward cache, it is loaded again, as it is now.
  useEffect(() => {
    const reloadRestored = (event: PageTransitionEvent) => event.persisted && window.location.reload();
    window.addEventListener('pageshow', reloadRestored);
    return () => window.removeEventListener('pageshow', reloadRestored);
  }, []);
  const keepAlive = useKeepAlive(signedIn);
  const armed = signedIn || pathname !== '/';
  // Marks the page while the idle clock runs (tests and tools wait for it, as for data-hydrated).
  useEffect(() => {
    document.documentElement.dataset.kioskIdle = armed ? 'counting' : 'waiting';
  }, [armed]);
  const warnUntil = useIdleTimer({
    armed,
    idleMs: KIOSK.idleMs,
    warningMs: KIOSK.warningMs,
    onActivity: keepAlive,
    onTimeout: () => reset('kiosk-idle'),
  });
  return warnUntil ? <IdleWarning until={warnUntil} /> : null;
}
