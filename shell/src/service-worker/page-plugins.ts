import type { WorkboxPlugin } from 'workbox-core/types.js';
import { OFFLINE_PATH, isPersonalResponse, pageCacheKey } from '@reentry/contracts/offline';
import { noteServedLocale, requestLocale } from './page-language';

declare const self: ServiceWorkerGlobalScope & { cookieStore?: Parameters<typeof requestLocale>[1]['cookieStore'] };

const localeOf = (request: Request) => requestLocale(request.url, self);

/**
 * Pages are kept per language: the cache key is the path plus the language the server renders the request
 * in, and a response in another language (a guess that missed) is not kept under it. Vary is ignored (the
 * key already holds the language; Cache Storage cannot see cookies).
 */
export const pageLanguagePlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url, await localeOf(request)),
  fetchDidSucceed: async ({ response }) => {
    noteServedLocale(response);
    return response;
  },
  cacheWillUpdate: async ({ request, response }) =>
    response.status === 200 && response.headers.get('Content-Language') === (await localeOf(request)) ? response : null,
};

/**
 * The offline page: one copy per language whatever page it stands in for (`?from=` is not part of the key),
 * kept only as a visitor sees it, never a signed-in copy with a name in its header.
 */
export const offlinePagePlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(OFFLINE_PATH, request.url).href, await localeOf(request)),
  cacheWillUpdate: async ({ response }) => (isPersonalResponse(response) ? null : response),
};

/**
 * A signed-in learner's pages are marked private by the server. When the server answers a page without a
 * session at all (signed out, elsewhere or by expiry), any personal copy left in the cache is removed.
 */
export function personalPagesPlugin(cacheName: string): WorkboxPlugin {
  let personalMayBeCached = true;
  return {
    cacheDidUpdate: async ({ newResponse }) => {
      if (isPersonalResponse(newResponse)) personalMayBeCached = true;
    },
    fetchDidSucceed: async ({ response }) => {
      if (response.ok && !isPersonalResponse(response) && personalMayBeCached) {
        personalMayBeCached = false;
        await removePersonalPages(cacheName);
      }
      return response;
    },
  };
}

async function removePersonalPages(cacheName: string): Promise<void> {
  const cache = await caches.open(cacheName);
  for (const key of await cache.keys()) {
    const cached = await cache.match(key);
    if (cached && isPersonalResponse(cached)) await cache.delete(key);
  }
}
