// What the service worker keeps for offline reading, shared by the worker (shell/src/service-worker), the pages
// that list or clear it, and the tests. No zod: the worker and the first load read this.
import { isLocale, type Locale } from './locale.js';

/** Cache Storage names. They stay the same across releases, so a page cached by an older release still finds its files. */
export const OFFLINE_CACHES = {
  /** Content pages (HTML) by path and language, always as a visitor sees them (never a signed-in copy). */
  pages: 'reentry-pages',
  /** The offline page, once per language, always as a visitor sees it (no personal data). */
  offlinePage: 'reentry-offline-page',
  /** Content-hashed scripts and styles of the shell and of every remote (immutable). */
  assets: 'reentry-assets',
  /** Each remote's `mf-manifest.json` (network first). */
  remoteManifests: 'reentry-remote-manifests',
  images: 'reentry-images',
  /** Published lessons and quizzes, `GET /api/content/<key>?lang=` (public answers only; network first). */
  content: 'reentry-content',
} as const;

/** The page shown for a page that is not saved, while offline; `?from=` names the page that was asked for. */
export const OFFLINE_PATH = '/offline';

/**
 * Pages a learner can read offline once opened: the home page, the modules, each module (lesson and, signed
 * in, its quiz tab), the resources, the token guide, Spot the scam (its list, handout and scenarios), and the
 * first month's money plan with its letter (as a visitor's copy: a signed-in plan stays on the server, a
 * visitor's on the device). Everything else (account pages, /admin, /instructor, /certificates, forms,
 * donations, the API) is never cached.
 */
const CONTENT_PAGES = [
  /^\/$/,
  /^\/modules$/,
  /^\/modules\/[1-6]$/,
  /^\/resources$/,
  /^\/how-to-buy$/,
  /^\/practice$/,
  /^\/practice\/[a-z0-9-]{1,60}$/,
  /^\/money-plan$/,
  /^\/money-plan\/letter$/,
];

/**
 * `Content-Version: module-1@7`: the published lesson a module page was rendered with. The worker replaces
 * its saved (visitor's) copy of the page when a signed-in visit brings another version, however fresh the
 * copy is (docs/offline.md, "Published content").
 */
export const CONTENT_VERSION_HEADER = 'Content-Version';

export function isContentPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return CONTENT_PAGES.some((pattern) => pattern.test(path));
}

/**
 * The pages "Save for offline" keeps, in the page's language: the modules page, the six modules, and Spot the
 * scam's list and printable handout (which holds every scenario and its answers).
 */
export const SAVE_FOR_OFFLINE_PATHS = ['/modules', '/modules/1', '/modules/2', '/modules/3', '/modules/4', '/modules/5', '/modules/6', '/practice', '/practice/print'] as const;

/** Signed in, "Save for offline" also keeps each open module's quiz tab (`/modules/3?tab=quiz`). */
export const quizTabPath = (moduleId: number) => `/modules/${moduleId}?tab=quiz`;

/**
 * The cache key of a page in one language: its path and query without `lang`, sorted, then `lang` last.
 * `/modules/1?lang=es` and `/modules/1` read in Spanish are the same entry.
 */
export function pageCacheKey(url: string, locale: Locale): string {
  const parsed = new URL(url);
  const params = [...parsed.searchParams.entries()].filter(([name]) => name !== 'lang').sort(([a], [b]) => a.localeCompare(b));
  params.push(['lang', locale]);
  return `${parsed.origin}${parsed.pathname}?${new URLSearchParams(params).toString()}`;
}

/** The language a page cache key names, or null for a key made some other way. */
export function pageCacheKeyLocale(key: string): Locale | null {
  const lang = new URL(key).searchParams.get('lang');
  return isLocale(lang) ? lang : null;
}

/**
 * Quiz attempts and before-checks (issue 40) answered offline, kept on the device by the module page until
 * the server has them (IndexedDB; the name stays for the phones that hold attempts already).
 */
export const QUIZ_OUTBOX_DATABASE = 'reentry-quiz-outbox';
/** The service worker's Background Sync queue of quiz attempts and before-checks that could not be sent (Workbox). */
export const QUIZ_SYNC_QUEUE = 'reentry-quiz-attempts';
export const QUIZ_SUBMIT_PATH = '/api/modules/complete';
const PRE_CHECK_SUBMIT_PATH = /^\/api\/modules\/[1-6]\/pre-check$/;

/**
 * The posts the worker queues when the network fails: a quiz attempt and a before-check. One queue, sent in
 * the order kept, so a check answered before the quiz reaches the server first and stays the "before".
 */
export const isQueuedAnswerPath = (pathname: string): boolean => pathname === QUIZ_SUBMIT_PATH || PRE_CHECK_SUBMIT_PATH.test(pathname);

/** Messages a page sends the service worker (with a MessageChannel port for the reply). */
export type WorkerRequest = { type: 'SAVE_PAGE'; url: string } | { type: 'GET_VERSION' } | { type: 'CLEAR_PERSONAL' };
/** `SAVE_PAGE`: whether the page is now saved (its status); `GET_VERSION`: the shell build the worker came with. */
export type WorkerReply = { ok: boolean; status?: number; version?: string };

/**
 * Whether a response may be written to any cache on the device: never one the server marked `private` (a
 * signed-in learner's page, with their name and progress) or `no-store` (a kiosk's pages, a certificate's
 * status). The one rule for the service worker's caches and for "Save for offline" (issue 30).
 */
export function mayBeStored(response: Response): boolean {
  return !/\b(?:private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '');
}

/** A signed-in learner's page (the server marks it `private`): the worker keeps the visitor's copy instead. */
export function isPersonalResponse(response: Response): boolean {
  return /\bprivate\b/i.test(response.headers.get('Cache-Control') ?? '');
}

/** The visitor's copy of a page: the same address in one language, asked for with no cookie at all. */
export function anonymousPageRequest(url: string, locale: Locale): Request {
  const parsed = new URL(url);
  parsed.searchParams.set('lang', locale);
  return new Request(parsed.href, { credentials: 'omit', headers: { Accept: 'text/html' } });
}

/**
 * Removes every cached response the server marked `private` or `no-store`, in every cache of this site:
 * what an older release kept of signed-in pages (issue 30). The worker runs it when it takes over, and
 * logout runs it too. Never throws.
 */
export async function purgePrivateResponses(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        const cached = await cache.match(key);
        if (cached && !mayBeStored(cached)) await cache.delete(key);
      }
    }
  } catch {
    // storage blocked or gone: nothing left to remove
  }
}

/**
 * A signed-in learner's state for offline pages (issue 30): kept in local storage, encrypted (AES-GCM)
 * with a key held in a browser-session cookie, so it is unreadable once the browser closed, and removed at
 * logout or when the server says the session is over.
 */
export const OFFLINE_SESSION = { keyCookie: 'reentry.offline-key', storageKey: 'reentry.offline-session' } as const;
