// The site's service worker (issue 22): built with Workbox by the shell's build (tools/rspack/service-worker-config.mjs)
// and served at /sw.js. What it keeps and why: docs/offline.md.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { handleWorkerMessage } from './messages';
import { saveOfflinePages } from './offline-page';
import { purgePrivateResponses } from '@reentry/contracts/offline';
import { registerRoutes } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app's icons (workbox-build fills this list at build time).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoutes();
// The first page of a first visit loads before the worker exists: it sends what it loaded (CACHE_URLS).
getOrCreateDefaultRouter().addCacheListener();

self.addEventListener('install', (event) => event.waitUntil(saveOfflinePages(event)));
// Signed-in pages an older release kept are removed as this one takes over.
self.addEventListener('activate', (event) => event.waitUntil(purgePrivateResponses()));
// No skipWaiting: a new release's worker waits until no page of the old one is open, then takes over on the
// next visit. Pages are network first and files are content-hashed, so no page mixes two releases either way.
clientsClaim();
self.addEventListener('message', handleWorkerMessage);
