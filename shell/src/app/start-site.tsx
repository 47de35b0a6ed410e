import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@reentry/contracts/locale';
import { createApiClient, createQueryClient, storedPreferences, type Platform, type RouteServices } from '@reentry/platform';
import { loadRemoteModule } from '../remotes/load-remote';
import { mountRemoteRoutes, unavailableRemoteRoutes } from '../remotes/mount-remote-routes';
import { remoteForPath } from '../remotes/remote-for-path';
import { fetchRemotesMap, registerBrowserRemotes } from '../remotes/remote-registry';
import { showToast } from '../toasts/toast-store';
import type { PageState } from './page-state';
import { baseCatalogs, catalogsAtom, createRemoteCatalogs } from './remote-catalogs';
import { createShellRoutes, PAGES_ROUTE_ID } from './shell-routes';
import { Site } from './site';

/** The language the page shows now (kept on <html lang> by the platform), for API calls. */
function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * Starts the site in the browser. A server-rendered page is hydrated with exactly what the server
 * used (its query cache, loader data and the page remote's manifest), so nothing is fetched or
 * rendered twice; without that state (the dev server) the page is rendered here.
 */
export async function startSite(state: PageState | null): Promise<void> {
  const store = createStore();
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const api = createApiClient({ getLocale: pageLocale });
  const platform: Platform = { api, toast: (input) => showToast(store, input) };
  const services: RouteServices = { queryClient, api, getLocale: pageLocale };
  const remotes = state ? state.remotes : (await fetchRemotesMap()).remotes;
  const page = state?.page;
  registerBrowserRemotes(remotes, page?.status === 'loaded' ? page : undefined);

  const catalogs = baseCatalogs();
  let pageRoutes: RouteObject[] = [];
  let hydratable = state !== null;
  if (page) {
    const descriptor = remotes.find((remote) => remote.id === page.id);
    try {
      if (page.status !== 'loaded' || !descriptor) throw new Error('the server could not load it');
      const remote = await loadRemoteModule(page.id);
      pageRoutes = mountRemoteRoutes(remote, services);
      catalogs[remote.id] = remote.loadMessages;
    } catch (error) {
      console.error(error);
      pageRoutes = unavailableRemoteRoutes(descriptor ?? { id: page.id, paths: [] });
      // The server's HTML shows the remote's page; this browser shows the panel instead.
      hydratable = page.status !== 'loaded';
    }
  }
  store.set(catalogsAtom, catalogs);

  const remoteCatalogs = createRemoteCatalogs(store, queryClient, pageLocale);
  const mounted = new Set(page ? [page.id] : []);
  const router = createBrowserRouter(createShellRoutes(services, pageRoutes), {
    hydrationData: hydratable ? state?.router : undefined,
    async patchRoutesOnNavigation({ path, patch }) {
      const descriptor = remoteForPath(remotes, path);
      if (!descriptor || mounted.has(descriptor.id)) return;
      const remote = await loadRemoteModule(descriptor.id);
      await remoteCatalogs.add(remote);
      if (mounted.has(descriptor.id)) return; // another navigation finished first
      mounted.add(descriptor.id);
      patch(PAGES_ROUTE_ID, mountRemoteRoutes(remote, services));
    },
  });
  // Lazy shell pages (the account forms) must be in place before hydration, or the first render
  // would be the fallback instead of the server's markup.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((next) => next.initialized && (stop(), resolve()));
    });
  }

  const preferences = state ? { locale: state.locale, theme: state.theme, saved: state.saved, saveData: state.saveData, kiosk: state.kiosk ?? null } : storedPreferences();
  const app = (
    <Site store={store} platform={platform} queryClient={queryClient} preferences={preferences} renderedAt={state?.renderedAt ?? Date.now()}>
      <RouterProvider router={router} />
    </Site>
  );
  const container = document.getElementById('root')!;
  if (hydratable) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('hydration', error) });
    });
  } else {
    createRoot(container).render(app);
  }
}
