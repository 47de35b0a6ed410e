import type { RouteObject, createBrowserRouter } from 'react-router';
import type { createStore } from 'jotai';
import type { Locale } from '@reentry/contracts/locale';
import type { RemoteDescriptor, RouteServices } from '@reentry/contracts/remotes';
import type { CatalogLoaders } from '@reentry/platform';
import type { DormantPageWatch } from '../remotes/dormant-page';
import { loadRemoteModule } from '../remotes/load-remote';
import { createRemoteRouteSource } from '../remotes/remote-route-source';
import { remoteRoutes, unavailableRemoteRoutes } from '../remotes/remote-routes';
import { wakeBeforeNavigating } from '../remotes/wake-before-navigating';
import type { PageState } from './page-state';
import { catalogsAtom, createRemoteCatalogs } from './remote-catalogs';

/** Null while the device is online; else resolves when it is back. */
function untilOnline(): Promise<void> | null {
  return navigator.onLine ? null : new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * The remotes in the browser: their routes (every path of every remote, from the map), and, on a
 * server-rendered remote page, that page left dormant until the visitor's first touch
 * (remote-route-source.ts, dormant-page.ts). `<html data-dormant="<remote>">` is set while it waits.
 */
export function browserRemotes({
  state,
  services,
  store,
  dormantPage,
}: {
  state: PageState | null;
  services: RouteServices;
  store: ReturnType<typeof createStore>;
  /** The server-rendered remote page, watched for the first touch since start-up began (bootstrap.tsx). */
  dormantPage: DormantPageWatch | null;
}) {
  const page = state?.page;
  const dormant = dormantPage && page?.status === 'loaded' ? page.id : undefined;
  const remoteCatalogs = createRemoteCatalogs(store, services.queryClient, services.getLocale);
  let settleDormant: (running: boolean) => void = () => {};
  let pageSettled: (running: boolean) => void = () => {};
  const settled = dormant ? new Promise<boolean>((resolve) => (pageSettled = resolve)) : Promise.resolve(true);
  const source = createRemoteRouteSource({
    services,
    load: async (id) => {
      const remote = await loadRemoteModule(id);
      await remoteCatalogs.add(remote);
      return remote;
    },
    dormant: dormant ? { id: dormant, onSettled: (running) => settleDormant(running), untilOnline } : undefined,
  });
  const catalogs: CatalogLoaders = {};
  if (dormant && dormantPage) {
    const watch = dormantPage;
    // Its messages came with the page; in another language they come with its code.
    catalogs[dormant] = (locale: Locale) => loadRemoteModule(dormant).then((remote) => remote.loadMessages(locale));
    document.documentElement.dataset.dormant = dormant;
    watch.onWake(() => source.wake());
    settleDormant = (running) => {
      pageSettled(running);
      delete document.documentElement.dataset.dormant;
      watch.settled();
      // Its code could not be loaded and the page shows the "not available" panel: no messages to wait for.
      // (Offline the page stays as the server sent it, and its code comes when the device is back online.)
      if (!running && navigator.onLine) store.set(catalogsAtom, ({ [dormant]: _unloaded, ...others }) => others);
    };
  }

  // A page that must finish something at once (a bank's return to /donate) starts its code now.
  if (page?.status === 'loaded' && page.runAtLoad) source.wake();

  return {
    /** Catalogues to start with: the dormant page's remote's (its messages are in the page's query cache). */
    catalogs,
    routes(remotes: readonly RemoteDescriptor[]): RouteObject[] {
      return remotes.flatMap((remote) =>
        remote.id === page?.id && page.status !== 'loaded' ? unavailableRemoteRoutes(remote) : remoteRoutes(remote, source),
      );
    },
    /**
     * Starts the page's code now, if it waits, and resolves once it runs (true) or could not be loaded (false).
     * What changes the page's viewer after hydration waits for it (offline-session.tsx in the platform):
     * a page hydrated late for another viewer than its HTML's would not match (React error #418).
     */
    pageRunning(): Promise<boolean> {
      if (dormant) source.wake();
      return settled;
    },
    attach(router: ReturnType<typeof createBrowserRouter>) {
      if (dormant) wakeBeforeNavigating(router, source, dormant);
    },
  };
}
