import { IDBFactory } from 'fake-indexeddb';
import { QUIZ_OUTBOX_DATABASE } from '@reentry/contracts/offline';
import {
  findOfflineAttempt,
  forgetOfflineAttempt,
  forgetOfflineCheck,
  keepOfflineAttempt,
  keepOfflineCheck,
  listOfflineChecks,
} from './offline-outbox';

// A fresh, empty IndexedDB for each test (an in-memory one: jsdom has none).
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** The outbox as the release before issue 40's offline check left it: version 1, quiz attempts only. */
function openVersionOne(attempt: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(QUIZ_OUTBOX_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('attempts', { keyPath: 'key' }).put(attempt);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

const check = (key: string, moduleId = 1) => ({ key, moduleId, answers: ['b', 'a', 'c', 'd', 'b'] as ('a' | 'b' | 'c' | 'd')[] });

describe('the offline outbox', () => {
  it('keeps before-checks, lists them oldest first (all, or one module’s), and forgets each by its key', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(3000);
    await keepOfflineCheck(check('form-c', 2));
    now.mockReturnValue(1000);
    await keepOfflineCheck(check('form-a', 1));
    now.mockReturnValue(2000);
    await keepOfflineCheck(check('form-b', 3));
    now.mockRestore();
    expect((await listOfflineChecks()).map((kept) => kept.key)).toEqual(['form-a', 'form-b', 'form-c']);
    expect(await listOfflineChecks(2)).toEqual([{ ...check('form-c', 2), savedAt: 3000 }]);
    await forgetOfflineCheck('form-a');
    expect((await listOfflineChecks()).map((kept) => kept.key)).toEqual(['form-b', 'form-c']);
    expect(await listOfflineChecks(1)).toEqual([]);
  });

  it('keeps checks and quiz attempts apart: an attempt is not a check, nor the other way round', async () => {
    await keepOfflineAttempt(check('attempt-1'));
    await keepOfflineCheck(check('check-1'));
    expect((await findOfflineAttempt(1))?.key).toBe('attempt-1');
    expect((await listOfflineChecks(1)).map((kept) => kept.key)).toEqual(['check-1']);
    await forgetOfflineAttempt('attempt-1');
    expect(await findOfflineAttempt(1)).toBeUndefined();
    expect(await listOfflineChecks(1)).toHaveLength(1);
  });

  it('keeps the same answers once however often they are kept (one key)', async () => {
    await keepOfflineCheck(check('form-a'));
    await keepOfflineCheck(check('form-a'));
    expect(await listOfflineChecks()).toHaveLength(1);
  });

  it('upgrades a phone’s outbox of the release before, keeping the quiz attempt waiting there', async () => {
    const waiting = { ...check('attempt-old', 4), savedAt: 500 };
    await openVersionOne(waiting);
    expect(await findOfflineAttempt(4)).toEqual(waiting);
    expect(await listOfflineChecks()).toEqual([]);
    await keepOfflineCheck(check('check-new', 4));
    expect((await listOfflineChecks(4)).map((kept) => kept.key)).toEqual(['check-new']);
    expect(await findOfflineAttempt(4)).toEqual(waiting);
  });
});
