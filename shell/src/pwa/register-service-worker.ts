type CacheEntry = string | [string, RequestInit];

/** This page and the same-site files it loaded (not the API): what the worker keeps when its rules say so. */
function loadedByThisPage(): CacheEntry[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.href);
  return [[location.href, { headers: { Accept: 'text/html' } }], ...new Set(files)];
}

/**
 * Registers the site's service worker (/sw.js). A page that loaded before any worker controlled it (a
 * first visit) tells the worker what it loaded, so this very page can be read offline too (Workbox's
 * CACHE_URLS message: the worker applies its own rules to each address).
 */
export async function registerServiceWorker(): Promise<void> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if (navigator.serviceWorker.controller) return;
  const { active } = await navigator.serviceWorker.ready;
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedByThisPage() } });
}
