import type { WorkboxPlugin } from 'workbox-core/types.js';
import type { Strategy } from 'workbox-strategies';
import { anonymousPageRequest, CONTENT_VERSION_HEADER, isPersonalResponse, pageCacheKey } from '@reentry/contracts/offline';
import { requestLocale } from './page-language';

declare const self: ServiceWorkerGlobalScope & { cookieStore?: Parameters<typeof requestLocale>[1]['cookieStore'] };

/** A visitor's copy younger than this is not fetched again for a signed-in visit (prepaid data). */
const FRESH_MS = 24 * 60 * 60 * 1000;

/**
 * A kept copy younger than a day, of the published content the learner's own page has (a publish since
 * then makes the copy old at once: the next online visit replaces it).
 */
async function freshCopyKept(cacheName: string, key: string, contentVersion: string | null): Promise<boolean> {
  const kept = await (await caches.open(cacheName)).match(key, { ignoreVary: true });
  const date = Date.parse(kept?.headers.get('Date') ?? '');
  const sameContent = contentVersion === null || kept?.headers.get(CONTENT_VERSION_HEADER) === contentVersion;
  return Number.isFinite(date) && Date.now() - date < FRESH_MS && sameContent;
}

/**
 * Fetches and keeps the visitor's copy of a page (no cookie: no name, no progress in it) through the page
 * strategy, so its language check and the never-private rule apply. `force` skips the freshness check
 * ("Save for offline" always takes the newest copy). Resolves to the status the server answered.
 */
export async function keepVisitorCopy(strategy: Strategy, event: ExtendableEvent, url: string, force = false, contentVersion: string | null = null): Promise<number | undefined> {
  const locale = await requestLocale(url, self);
  if (!force && (await freshCopyKept(strategy.cacheName, pageCacheKey(url, locale), contentVersion))) return 200;
  const [response, done] = strategy.handleAll({ event, request: anonymousPageRequest(url, locale) });
  const answer = await response.catch(() => undefined);
  await done.catch(() => undefined);
  return answer?.status;
}

/**
 * A signed-in learner's page goes to their screen and nowhere else; the worker keeps the visitor's copy
 * of the same page instead, and the page's own code shows the learner's state over it offline
 * (docs/decisions/issue-30-offline-without-personal-pages.md).
 */
export function visitorCopyPlugin(strategy: () => Strategy): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ request, response, event }) => {
      if (response.ok && isPersonalResponse(response)) {
        const contentVersion = response.headers.get(CONTENT_VERSION_HEADER);
        event.waitUntil(keepVisitorCopy(strategy(), event, request.url, false, contentVersion).catch(() => undefined));
      }
      return response;
    },
  };
}
