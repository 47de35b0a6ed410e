import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@reentry/contracts/locale';
import { QUIZ_OUTBOX_DATABASE, purgePrivateResponses } from '@reentry/contracts/offline';
import { forgetOfflineSession } from './offline-session-store.js';
import { sessionQueryKey } from './session.js';
import { untilPageHydrated } from './viewer-change.js';

/** The site's texts (message catalogues) in the query cache: nothing about who used the device. */
const isSiteTexts = (queryKey: readonly unknown[]) => queryKey[0] === 'platform' && queryKey[1] === 'messages';

/** What stays on the device after a sign-out: the language and theme, which say nothing about who used it. */
const KEPT_KEYS = new Set<string>(Object.values(STORAGE_KEYS));

/** Stores that hold a learner's own data, cleared by name (IndexedDB databases): quiz attempts and before-checks answered offline. */
const PERSONAL_DATABASES = [QUIZ_OUTBOX_DATABASE];
const WORKER_ANSWER_MS = 3000;

function clearStorage(storage: Storage | undefined): void {
  if (!storage) return;
  for (const key of Object.keys(storage)) if (!KEPT_KEYS.has(key)) storage.removeItem(key);
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** The service worker drops quiz attempts and before-checks it was waiting to send (they would go out under the next sign-in). */
function clearWorkerQueue(): Promise<void> {
  const worker = globalThis.navigator?.serviceWorker?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'CLEAR_PERSONAL' }, [channel.port2]);
  });
}

/** The query cache without the learner: who they are, their progress, lists, pending changes. */
async function forgetCachedQueries(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  // Everything but the site's texts: fetching those again would change every text on the page for nothing.
  queryClient.removeQueries({ predicate: (query) => !isSiteTexts(query.queryKey) });
  queryClient.getMutationCache().clear();
  queryClient.setQueryData(sessionQueryKey, null);
}

/**
 * Removes everything personal this browser keeps for the site: the query cache (account, progress,
 * certificates, lists; the site's texts stay), the learner's offline state and its key, any signed-in page an older release cached, quiz attempts and before-checks
 * taken offline and not sent yet (the page's and the worker's), and what pages left in local and session
 * storage such as form drafts (the saved language and theme stay). Logout calls it, on a shared tablet
 * and everywhere else. Never throws: a store that cannot be read is skipped.
 */
export async function clearPersonalData(queryClient?: QueryClient): Promise<void> {
  const jobs: Promise<void>[] = [];
  // The page shows a visitor once it has hydrated what the server sent for the learner (viewer-change.ts).
  // The offline state goes now, and again then: a session check ending meanwhile would have kept it again.
  if (queryClient) jobs.push(untilPageHydrated(queryClient).then(() => forgetCachedQueries(queryClient)).finally(forgetOfflineSession));
  forgetOfflineSession();
  try {
    clearStorage(globalThis.sessionStorage);
    clearStorage(globalThis.localStorage);
  } catch {
    // storage blocked (private mode): nothing was kept there
  }
  // No signed-in page is ever cached; an older release's copies are removed all the same.
  jobs.push(purgePrivateResponses(), clearWorkerQueue());
  if (typeof indexedDB !== 'undefined') jobs.push(...PERSONAL_DATABASES.map(deleteDatabase));
  await Promise.all(jobs.map((job) => job.catch(() => undefined)));
}
