import type { WorkboxPlugin } from 'workbox-core/types.js';
import { OFFLINE_PATH, mayBeStored, pageCacheKey } from '@reentry/contracts/offline';
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
 * The offline page: one copy per language whatever page it stands in for (`?from=` is not part of the key).
 */
export const offlinePagePlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(OFFLINE_PATH, request.url).href, await localeOf(request)),
};

/**
 * The one rule of every cache here (issue 30): a response the server marked `private` or `no-store` is
 * never written to the device. It comes first in every strategy's plugins, so no later plugin can keep it.
 */
export const neverStorePrivatePlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayBeStored(response) ? response : null),
};
