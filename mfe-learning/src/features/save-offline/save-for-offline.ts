import type { Locale } from '@reentry/contracts/locale';
import { CATALOGUE_FILE_PATH } from '@reentry/contracts/catalogue-files';
import { SAVE_FOR_OFFLINE_PATHS, pageCacheKey, quizTabPath } from '@reentry/contracts/offline';
import { isModuleUnlocked } from '@reentry/contracts/progress-rules';
import { keepContentForOffline } from '@reentry/platform';
import { loadBeforeCheck, loadBeforeCheckAction } from '../before-check/load-before-check';
import { loadQuizAction, loadQuizTab } from '../quiz/load-quiz-tab';
import { MODULE_IDS } from '@reentry/contracts/constants';
import type { RouteServices } from '@reentry/contracts/remotes';
import { askWorker, cacheLoadedFiles } from './worker-messages';

export interface SaveForOfflineOptions {
  locale: Locale;
  services: RouteServices;
  /** The learner's completed modules, or null for a visitor (modules 1 and 6 are open to everyone). */
  completed: number[] | null;
  onProgress(done: number, total: number): void;
  /** Loads the saved pages' code (their route chunks), so the files the router will ask for offline are fetched now. */
  loadPageCode(): Promise<unknown>;
}

export interface SavedBundle {
  pages: number;
  /** What the saved pages and the files they need take on the device (bytes, as stored). */
  bytes: number;
}

/** The same-site scripts, styles and message catalogues this page has loaded: the files the saved pages need to run. */
function loadedFiles(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && (/\.(?:js|css)$/.test(url.pathname) || CATALOGUE_FILE_PATH.test(url.pathname)));
  return [...new Set(files.map((url) => url.href))];
}

async function storedSize(url: string): Promise<number> {
  const response = await caches.match(url, { ignoreVary: true });
  return response ? (await response.blob()).size : 0;
}

/**
 * "Save for offline": the modules page and the six module pages in this language (as this visitor sees
 * them), with the code and published documents they need. The service worker does the keeping, by its own rules; this
 * only asks, then adds up what is stored.
 */
export async function saveForOffline({ locale, services, completed, onProgress, loadPageCode }: SaveForOfflineOptions): Promise<SavedBundle> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) throw new Error('no active service worker');
  // The module page's code and each open lesson (and quiz, signed in) in this language, loaded once here.
  const open = MODULE_IDS.filter((id) => isModuleUnlocked(id, completed ?? []));
  // Signed in, each open quiz's tab too. The worker keeps every page as a visitor sees it; the learner's
  // own state is shown over it offline by the page's code (docs/offline.md).
  const paths = [...SAVE_FOR_OFFLINE_PATHS, ...(completed ? open.map(quizTabPath) : [])];
  const total = paths.length;
  onProgress(0, total);
  await Promise.all([
    loadPageCode(),
    // The published documents the saved pages show (the cards, the open lessons and, signed in, quizzes, Spot
    // the scam's scenarios) through the worker, for pages opened offline by a link rather than from their
    // saved copy (a scenario's page, opened from the list). No remote carries a copy of its own (issue 43).
    keepContentForOffline(services.api, ['module-catalog', 'practice', ...open.map((id) => `module-${id}`), ...(completed ? open.map((id) => `quiz-${id}`) : [])], locale),
    // Signed in, the quiz's and the before-check's code too: the before-check's questions offline are the saved quizzes' (issue 40).
    ...(completed ? [loadQuizTab(), loadQuizAction(), loadBeforeCheck(), loadBeforeCheckAction()] : []),
  ]);
  const files = loadedFiles();
  await cacheLoadedFiles(worker, files);
  for (const [index, path] of paths.entries()) {
    const url = new URL(path, location.href);
    url.searchParams.set('lang', locale);
    const reply = await askWorker(worker, { type: 'SAVE_PAGE', url: url.href });
    if (!reply.ok) throw new Error(`${path} was not saved (${reply.status ?? 'no answer'})`);
    onProgress(index + 1, total);
  }
  const pages = paths.map((path) => pageCacheKey(new URL(path, location.href).href, locale));
  const sizes = await Promise.all([...pages, ...files].map(storedSize));
  return { pages: total, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
