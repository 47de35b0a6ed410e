import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@reentry/contracts/locale';
import { createApiClient, createQueryClient, holdViewerChanges, keepOfflineSession, storedPreferences, type Platform, type RouteServices } from '@reentry/platform';
import { fetchRemotesMap, registerBrowserRemotes } from '../remotes/remote-registry';
import { showToast } from '../toasts/toast-store';
import type { DormantPageWatch } from '../remotes/dormant-page';
import type { PageState } from './page-state';
import { browserRemotes } from './browser-remotes';
import { forgetPreferenceParameters } from './preference-parameters';
import { loadPageCatalogues } from './page-catalogues';
import { baseCatalogs, catalogsAtom } from './remote-catalogs';
import { createShellRoutes } from './shell-routes';
import { Site } from './site';

/** The language the page shows now (kept on <html lang> by the platform), for API calls. */
function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * Starts the site in the browser. A server-rendered page is hydrated with exactly what the server
 * used (its query cache, loader data and the page remote's manifest), so nothing is fetched or
 * rendered twice; without that state (the dev server) the page is rendered here. `dormant` watches a
 * remote's server-rendered page for the visitor's first touch, which fetches its code (dormant-page.ts).
 */
export async function startSite(state: PageState | null, dormant: DormantPageWatch | null): Promise<void> {
  const store = createStore();
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const api = createApiClient({ getLocale: pageLocale });
  const platform: Platform = { api, toast: (input) => showToast(store, input) };
  const services: RouteServices = { queryClient, api, getLocale: pageLocale };
  const remotes = state ? state.remotes : (await fetchRemotesMap()).remotes;
  const page = state?.page;
  registerBrowserRemotes(remotes, page?.status === 'loaded' ? page : undefined);

  forgetPreferenceParameters(); // before the router reads the address
  const remotesHere = browserRemotes({ state, services, store, dormantPage: dormant });
  // A page whose code comes late is hydrated from the query cache as it is then: whatever changes the
  // viewer (Log out, a session check, the learner shown offline) waits for it (platform: viewer-change.ts).
  holdViewerChanges(queryClient, remotesHere.pageRunning);
  const catalogs = { ...baseCatalogs(), ...remotesHere.catalogs };
  store.set(catalogsAtom, catalogs);
  // The page's texts, in files of their own (preloaded by the page), are in the cache before hydration.
  const cataloguesLoaded = state ? loadPageCatalogues(queryClient, state.catalogues, catalogs, state.locale) : null;
  const router = createBrowserRouter(createShellRoutes(services, remotesHere.routes(remotes)), { hydrationData: state?.router });
  remotesHere.attach(router);
  // Lazy shell pages (the account forms) must be in place before hydration, or the first render
  // would be the fallback instead of the server's markup.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((next) => next.initialized && (stop(), resolve()));
    });
  }

  await cataloguesLoaded;

  const preferences = state ? { locale: state.locale, theme: state.theme, saved: state.saved, saveData: state.saveData, kiosk: state.kiosk ?? null } : storedPreferences();
  const app = (
    <Site
      store={store}
      platform={platform}
      queryClient={queryClient}
      preferences={preferences}
      renderedAt={state?.renderedAt ?? Date.now()}
      onRunning={() => {
        // Offline, the learner of this browser session is shown over the page's visitor copy (issue 30),
        // after hydration, and once the page's own code has hydrated too (holdViewerChanges above).
        keepOfflineSession(queryClient, api);
      }}
    >
      <RouterProvider router={router} />
    </Site>
  );
  const container = document.getElementById('root')!;
  if (state) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('hydration', error) });
    });
  } else {
    createRoot(container).render(app);
  }
}
