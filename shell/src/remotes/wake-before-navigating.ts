import type { createBrowserRouter } from 'react-router';
import type { DormantControl, RemoteRouteSource } from './remote-route-source';

type Router = ReturnType<typeof createBrowserRouter>;
type Navigate = (...args: unknown[]) => Promise<void>;

/**
 * A navigation changes the router's state above the dormant page, so React must hydrate that page
 * before it can show the next one; with the next page's data it would not match the server's HTML.
 * So a navigation first wakes the page and waits until it runs (or could not be loaded), then goes.
 * (A Back or Forward step does not come through here; it wakes the page and React waits for it.)
 */
export function wakeBeforeNavigating(router: Router, source: RemoteRouteSource & DormantControl, remoteId: string): void {
  const navigate = router.navigate.bind(router) as Navigate;
  router.navigate = (async (...args: unknown[]) => {
    source.wake();
    await source.pageSettled(remoteId);
    return navigate(...args);
  }) as Router['navigate'];
  router.subscribe((next) => next.navigation.state !== 'idle' && source.wake());
}
