import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CATALOGUE_FILE_PATH, catalogueFilesIn } from '@reentry/contracts/catalogue-files';
import { OFFLINE_CACHES, OFFLINE_PATH, isContentPagePath, isQueuedAnswerPath } from '@reentry/contracts/offline';
import { offlinePageStrategy, offlineRedirect } from './offline-page';
import { neverStorePrivatePlugin, pageLanguagePlugin } from './page-plugins';
import { queueFailedQuizPlugin } from './quiz-sync';
import { visitorCopyPlugin } from './visitor-copy';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
/** Content-hashed file names (`main.0dc2ae56.js`, `remotes/learning/1112.b1c727d2.js`): a new build is a new name. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(?:js|css)$/;
const REMOTE_MANIFEST = /^\/remotes\/[^/]+\/mf-manifest\.json$/;
/** The published content the pages read (`/api/content/module-3?lang=es`): the only API answers kept. */
const PUBLISHED_CONTENT = /^\/api\/content\/[a-z0-9-]{1,40}$/;
/** Slower than this, a saved copy is shown instead (prepaid data that ran out often hangs rather than fails). */
const NETWORK_TIMEOUT_SECONDS = 8;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const wantsHtml = (request: Request) => request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html');

/** Content-hashed scripts, styles and catalogues: kept once, whatever page needs them. */
const assetStrategy = new CacheFirst({
  cacheName: OFFLINE_CACHES.assets,
  plugins: [
    neverStorePrivatePlugin,
    new CacheableResponsePlugin({ statuses: [200] }),
    // Generous: a page saved under an older release still needs that release's files.
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true }),
  ],
});

/**
 * A kept page's catalogue files (the texts it hydrates with, named in its `<link rel="preload">`s) are kept
 * with it, so the page opens offline in its language even when the phone never loaded them before.
 */
const keepPageCataloguesPlugin: WorkboxPlugin = {
  cacheDidUpdate: async ({ newResponse, event }) => {
    await Promise.all(
      catalogueFilesIn(await newResponse.text()).map(async (file) => {
        const [response, done] = assetStrategy.handleAll({ event, request: new Request(new URL(file, self.location.origin)) });
        await Promise.all([response, done]).catch(() => undefined);
      }),
    );
  },
};

/**
 * Content pages: the network first (always the newest release online), the saved copy when it fails. Only
 * a visitor's copy is ever saved: a signed-in learner's page is not kept, its visitor's copy is.
 */
export const pageStrategy: NetworkFirst = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [
    neverStorePrivatePlugin,
    pageLanguagePlugin,
    visitorCopyPlugin(() => pageStrategy),
    keepPageCataloguesPlugin,
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
  ],
});

export function registerRoutes(): void {
  registerRoute(({ request, url }) => sameOrigin(url) && request.method === 'GET' && wantsHtml(request) && isContentPagePath(url.pathname), pageStrategy);
  registerRoute(({ request, url }) => sameOrigin(url) && wantsHtml(request) && url.pathname === OFFLINE_PATH, offlinePageStrategy);
  // Every other page (account pages, /admin, /instructor, /certificates, forms) goes to the network and is never kept.
  registerRoute(new NavigationRoute(new NetworkOnly()));

  registerRoute(({ url }) => sameOrigin(url) && (HASHED_ASSET.test(url.pathname) || CATALOGUE_FILE_PATH.test(url.pathname)), assetStrategy);
  registerRoute(
    ({ url }) => sameOrigin(url) && REMOTE_MANIFEST.test(url.pathname),
    new NetworkFirst({ cacheName: OFFLINE_CACHES.remoteManifests, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [neverStorePrivatePlugin, new CacheableResponsePlugin({ statuses: [200] })] }),
  );
  registerRoute(
    ({ request, url }) => sameOrigin(url) && request.destination === 'image',
    new CacheFirst({
      cacheName: OFFLINE_CACHES.images,
      plugins: [neverStorePrivatePlugin, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
    }),
  );

  // Published lessons and quizzes: the newest online (a publish reaches the phone on its next online visit),
  // the kept copy offline, so client navigation to a module works offline too. Public answers only.
  registerRoute(
    ({ request, url }) => sameOrigin(url) && request.method === 'GET' && PUBLISHED_CONTENT.test(url.pathname),
    new NetworkFirst({
      cacheName: OFFLINE_CACHES.content,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [neverStorePrivatePlugin, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
    }),
  );

  // A quiz or a before-check sent without network is queued and sent again later, in order (never cached: an API call).
  registerRoute(({ url }) => sameOrigin(url) && isQueuedAnswerPath(url.pathname), new NetworkOnly({ plugins: [queueFailedQuizPlugin] }), 'POST');

  setCatchHandler(async ({ request, url }) => (request.mode === 'navigate' ? offlineRedirect(new URL(url)) : Response.error()));
}
