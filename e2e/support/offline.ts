import { expect, type Page } from '@playwright/test';
import type { Locale } from './learning';

/** Every Cache Storage entry the site has: cache name, address (path and query), and whether the server marked it private. */
export interface CachedEntry {
  cache: string;
  path: string;
  personal: boolean;
}

export async function cachedEntries(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const found: { cache: string; path: string; personal: boolean }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const url = new URL(request.url);
        found.push({ cache: name, path: url.pathname + url.search, personal: /private/.test(response?.headers.get('Cache-Control') ?? '') });
      }
    }
    return found;
  });
}

/**
 * What "Save for offline" stored, in bytes, as the page adds it up: the saved pages and the same-site scripts
 * and styles the page loaded (the page shows it rounded: 0.1 MB at most apart).
 */
export async function savedBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const size = async (response: Response | undefined) => (response ? (await response.blob()).size : 0);
    const files = new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && (/\.(?:js|css)$/.test(url.pathname) || /^\/i18n\/.+\.json$/.test(url.pathname)))
        .map((url) => url.href),
    );
    const pages = await caches.open('reentry-pages');
    const sizes = await Promise.all([
      ...[...files].map(async (file) => size(await caches.match(file, { ignoreVary: true }))),
      ...(await pages.keys()).map(async (request) => size(await pages.match(request))),
    ]);
    return sizes.reduce((sum, bytes) => sum + bytes, 0);
  });
}

/** Waits until the service worker controls the page (it claims pages on its first start). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  }, undefined, { timeout: 30_000 });
}

/** Waits until a page is saved for offline reading in a language (`/modules/1`, 'es'; the key puts `lang` last). */
export async function expectPageSaved(page: Page, path: string, locale: Locale) {
  const key = `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
  await expect
    .poll(async () => (await cachedEntries(page)).some((entry) => entry.cache === 'reentry-pages' && entry.path === key), {
      message: `${path} saved in ${locale}`,
      timeout: 30_000,
    })
    .toBe(true);
}

/** Waits until the worker has the offline page in both languages (it fetches them when it installs). */
export async function expectOfflinePagesSaved(page: Page) {
  await expect
    .poll(async () => (await cachedEntries(page)).filter((entry) => entry.cache === 'reentry-offline-page').map((entry) => entry.path).sort(), { timeout: 30_000 })
    .toEqual(['/offline?lang=en', '/offline?lang=es']);
}

/** True when the site's own stylesheet applies (the header is laid out by it), so the page is not bare HTML. */
export async function siteStylesApply(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.body).fontFamily.includes('system-ui') && document.styleSheets.length > 0);
}

/** Fires the service worker's Background Sync for a tag now, as Chromium does when the network comes back. */
export async function fireBackgroundSync(page: Page, tag: string) {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<{ registrationId: string; scopeURL: string }>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((candidate: { isDeleted: boolean }) => !candidate.isDeleted);
      if (found) resolve(found);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const { registrationId, scopeURL } = await registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(scopeURL).origin, registrationId, tag, lastChance: false });
}
