import { useEffect } from 'react';

const MARKER = 'reentry.offline-reload';

/**
 * A page that could not be loaded in the browser (its code or data needs the network) while offline: load the
 * whole page instead, once, so the service worker answers with the saved copy or the offline page.
 */
export function useReloadWhenOffline(): void {
  useEffect(() => {
    if (navigator.onLine || !navigator.serviceWorker?.controller) return;
    try {
      if (sessionStorage.getItem(MARKER) === location.href) return;
      sessionStorage.setItem(MARKER, location.href);
    } catch {
      return; // without storage there is no guard against reloading forever
    }
    location.reload();
  }, []);
}
