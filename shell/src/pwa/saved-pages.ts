import type { Locale } from '@reentry/contracts/locale';
import { OFFLINE_CACHES, pageCacheKeyLocale } from '@reentry/contracts/offline';

export interface SavedPage {
  /** The page's address without the language (it opens in the language it was saved in). */
  href: string;
  title: string;
}

/** The page's own name from its `<title>` ("Module 1 · Site name" gives "Module 1"). */
function pageName(html: string): string {
  const title = new DOMParser().parseFromString(html, 'text/html').title;
  return title.split(' · ')[0]?.trim() || title;
}

/** Pages the service worker keeps for reading offline in one language, by address. Browser only. */
export async function findSavedPages(locale: Locale): Promise<SavedPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_CACHES.pages))) return [];
  const cache = await caches.open(OFFLINE_CACHES.pages);
  const found: SavedPage[] = [];
  for (const key of await cache.keys()) {
    if (pageCacheKeyLocale(key.url) !== locale) continue;
    const response = await cache.match(key);
    if (!response) continue;
    const url = new URL(key.url);
    url.searchParams.delete('lang');
    found.push({ href: url.pathname + url.search, title: pageName(await response.text()) });
  }
  return found.sort((a, b) => a.href.localeCompare(b.href, 'en', { numeric: true }));
}
