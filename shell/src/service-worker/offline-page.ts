import { OFFLINE_CACHES, OFFLINE_PATH } from '@reentry/contracts/offline';
import { locales } from '@reentry/contracts/locale';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { neverStorePrivatePlugin, offlinePagePlugin, pageLanguagePlugin } from './page-plugins';

declare const self: ServiceWorkerGlobalScope;

// Never a private copy; the language check of pages, then the offline page's own key (the last key plugin wins).
const plugins = [neverStorePrivatePlugin, pageLanguagePlugin, offlinePagePlugin];
const matchOptions = { ignoreVary: true };

/** Serves the offline page from the cache, in the visitor's language. */
export const offlinePageStrategy = new CacheFirst({ cacheName: OFFLINE_CACHES.offlinePage, plugins, matchOptions });

/**
 * At install, the offline page in every language, as a visitor sees it: no cookies are sent (so no name in
 * its header) and none are stored (a `?lang=` link would otherwise change the visitor's saved language).
 */
export async function saveOfflinePages(event: ExtendableEvent): Promise<void> {
  const fresh = new NetworkFirst({ cacheName: OFFLINE_CACHES.offlinePage, plugins, matchOptions });
  const saved = locales.map(async (locale) => {
    const request = new Request(`${OFFLINE_PATH}?lang=${locale}`, { credentials: 'omit', headers: { Accept: 'text/html' } });
    const [response, done] = fresh.handleAll({ event, request });
    await response.catch(() => undefined);
    await done.catch(() => undefined);
  });
  await Promise.all(saved);
}

/** A page that cannot be fetched or found: the offline page, which names the page that was asked for. */
export function offlineRedirect(url: URL): Response {
  if (url.pathname === OFFLINE_PATH) return Response.error();
  const from = url.pathname + url.search;
  return Response.redirect(new URL(`${OFFLINE_PATH}?from=${encodeURIComponent(from)}`, self.location.origin).href, 302);
}
