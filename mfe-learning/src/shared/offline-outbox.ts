import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import { QUIZ_OUTBOX_DATABASE } from '@reentry/contracts/offline';
import { apiErrorOf } from '@reentry/platform/action-form';

// What a learner sent without network, kept on this device until the server has it (IndexedDB, one database:
// logout's clearPersonalData deletes it whole). Two stores: quiz attempts (since version 1) and before-checks
// (version 2; the upgrade adds the store and keeps the attempts waiting). docs/offline.md.

/** Answers sent without network, with the Idempotency-Key they always go out with. */
export interface KeptAnswers {
  key: string;
  moduleId: number;
  answers: QuizOptionValue[];
  savedAt: number;
}

/** A quiz attempt taken offline (features/quiz). */
export type OfflineAttempt = KeptAnswers;
/** A before-check answered offline (features/before-check): sent before any kept attempt of its module. */
export type OfflineCheck = KeptAnswers;

export const OUTBOX_VERSION = 2;
export const OUTBOX_STORES = { attempts: 'attempts', checks: 'pre-checks' } as const;
type StoreName = (typeof OUTBOX_STORES)[keyof typeof OUTBOX_STORES];

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(QUIZ_OUTBOX_DATABASE, OUTBOX_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const name of Object.values(OUTBOX_STORES)) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(name: StoreName, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(name, mode).objectStore(name));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

const keep = (name: StoreName, kept: Omit<KeptAnswers, 'savedAt'>) => run(name, 'readwrite', (store) => store.put({ ...kept, savedAt: Date.now() })).then(() => undefined);
const forget = (name: StoreName, key: string) => run(name, 'readwrite', (store) => store.delete(key));

/** Oldest first; only one module's when `moduleId` is given. */
async function list(name: StoreName, moduleId?: number): Promise<KeptAnswers[]> {
  const all = await run<KeptAnswers[]>(name, 'readonly', (store) => store.getAll());
  return all.filter((kept) => moduleId === undefined || kept.moduleId === moduleId).sort((a, b) => a.savedAt - b.savedAt);
}

/** Keeps an attempt on this device until the server has graded it. */
export const keepOfflineAttempt = (attempt: Omit<OfflineAttempt, 'savedAt'>) => keep(OUTBOX_STORES.attempts, attempt);
/** The attempt of a module still waiting to be sent, if any (the oldest). */
export const findOfflineAttempt = async (moduleId: number): Promise<OfflineAttempt | undefined> => (await list(OUTBOX_STORES.attempts, moduleId))[0];
export const forgetOfflineAttempt = (key: string) => forget(OUTBOX_STORES.attempts, key);

/** Keeps a before-check on this device until the server has it. */
export const keepOfflineCheck = (check: Omit<OfflineCheck, 'savedAt'>) => keep(OUTBOX_STORES.checks, check);
/** Before-checks waiting to be sent, oldest first (one module's, or all). */
export const listOfflineChecks = (moduleId?: number): Promise<OfflineCheck[]> => list(OUTBOX_STORES.checks, moduleId);
export const forgetOfflineCheck = (key: string) => forget(OUTBOX_STORES.checks, key);

/** Whether this browser can keep anything (no IndexedDB on the server, nor in some private modes). */
export const canKeepOffline = () => typeof indexedDB !== 'undefined';

/**
 * A send that failed for want of network (not an API's answer), in a browser that can keep things: `keep`
 * stores it on this phone, to be sent with the same key when the network is back. True when it was kept.
 */
export async function keptWhenOffline(error: unknown, keep: () => Promise<void>): Promise<boolean> {
  if (apiErrorOf(error) || !canKeepOffline()) return false;
  return keep().then(() => true, () => false);
}
