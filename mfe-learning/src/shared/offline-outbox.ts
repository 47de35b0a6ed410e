import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import { QUIZ_OUTBOX_DATABASE } from '@reentry/contracts/offline';

/** A quiz attempt taken without network: the answers and the Idempotency-Key it is always sent with. */
export interface OfflineAttempt {
  key: string;
  moduleId: number;
  answers: QuizOptionValue[];
  savedAt: number;
}

const STORE = 'attempts';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(QUIZ_OUTBOX_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** Keeps an attempt on this device until the server has graded it (logout removes it: clearPersonalData). */
export async function keepOfflineAttempt(attempt: Omit<OfflineAttempt, 'savedAt'>): Promise<void> {
  await run('readwrite', (store) => store.put({ ...attempt, savedAt: Date.now() }));
}

/** The attempt of a module still waiting to be sent, if any (the oldest). */
export async function findOfflineAttempt(moduleId: number): Promise<OfflineAttempt | undefined> {
  const all = await run<OfflineAttempt[]>('readonly', (store) => store.getAll());
  return all.filter((attempt) => attempt.moduleId === moduleId).sort((a, b) => a.savedAt - b.savedAt)[0];
}

export async function forgetOfflineAttempt(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}
