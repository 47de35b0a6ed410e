import { IDBFactory } from 'fake-indexeddb';
import { createMockPlatform, createQueryClient } from '@reentry/platform';
import { fakeApi, json, learner, type Answer } from '../test/fake-api';
import { preCheckPosts } from '../test/fake-pre-check';
import { keepOfflineCheck, listOfflineChecks } from './offline-outbox';
import { sendKeptChecks } from './send-kept-checks';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const answers = ['b', 'a', 'c', 'd', 'b'] as ('a' | 'b' | 'c' | 'd')[];

/** Keeps checks one after the other (so their order is the order kept). */
async function keep(...checks: [key: string, moduleId: number][]) {
  const now = jest.spyOn(Date, 'now');
  for (const [index, [key, moduleId]] of checks.entries()) {
    now.mockReturnValue(1000 + index);
    await keepOfflineCheck({ key, moduleId, answers });
  }
  now.mockRestore();
}

function api(answer: Record<string, Answer>) {
  const { fetch, requests } = fakeApi(answer);
  return { api: createMockPlatform({ user: learner(), fetch }).api, requests };
}

const created = () => json(201, { moduleId: 1, answered: true });
const conflict = () => json(409, { error: { code: 'CONFLICT', message: 'You already answered these questions before the lesson.' } });

describe('sending the before-checks kept on this phone', () => {
  it('sends each in the order kept, with its own key, and forgets each once the server has it (a 409 is sent already)', async () => {
    await keep(['form-2', 2], ['form-1', 1], ['form-3', 3]);
    const { api: client, requests } = api({ 'POST /api/modules/2/pre-check': created, 'POST /api/modules/1/pre-check': conflict, 'POST /api/modules/3/pre-check': created });
    expect(await sendKeptChecks(client)).toBe(true);
    expect(preCheckPosts(requests).map((request) => [request.url, request.headers['Idempotency-Key'], request.body])).toEqual([
      ['/api/modules/2/pre-check', 'form-2', { answers }],
      ['/api/modules/1/pre-check', 'form-1', { answers }],
      ['/api/modules/3/pre-check', 'form-3', { answers }],
    ]);
    expect(await listOfflineChecks()).toEqual([]);
  });

  it('sends only the module asked for (before its quiz attempt), leaving the others kept', async () => {
    await keep(['form-1', 1], ['form-2', 2]);
    const { api: client, requests } = api({ 'POST /api/modules/2/pre-check': created });
    expect(await sendKeptChecks(client, undefined, 2)).toBe(true);
    expect(preCheckPosts(requests).map((request) => request.url)).toEqual(['/api/modules/2/pre-check']);
    expect((await listOfflineChecks()).map((kept) => kept.key)).toEqual(['form-1']);
  });

  it.each([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the session ended (401)', () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Log in.' } })],
    ['the server down (503)', () => json(503, { error: { code: 'UNAVAILABLE', message: 'Later.' } })],
  ])('stops at %s, keeping that check and the ones after it for later', async (_case, failure) => {
    await keep(['form-1', 1], ['form-2', 2]);
    const { api: client, requests } = api({ 'POST /api/modules/1/pre-check': failure as Answer, 'POST /api/modules/2/pre-check': created });
    expect(await sendKeptChecks(client)).toBe(false);
    expect(preCheckPosts(requests)).toHaveLength(1);
    expect((await listOfflineChecks()).map((kept) => kept.key)).toEqual(['form-1', 'form-2']);
  });

  it('forgets a check the server will never take (a locked module: 403) and goes on', async () => {
    await keep(['form-3', 3], ['form-1', 1]);
    const locked = () => json(403, { error: { code: 'FORBIDDEN', message: 'Finish the module before this one first.' } });
    const { api: client, requests } = api({ 'POST /api/modules/3/pre-check': locked, 'POST /api/modules/1/pre-check': created });
    expect(await sendKeptChecks(client)).toBe(true);
    expect(preCheckPosts(requests)).toHaveLength(2);
    expect(await listOfflineChecks()).toEqual([]);
  });

  it('sends one at a time on the page: two calls at once post each check once', async () => {
    await keep(['form-1', 1]);
    const { api: client, requests } = api({ 'POST /api/modules/1/pre-check': created });
    const queryClient = createQueryClient();
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    expect(await Promise.all([sendKeptChecks(client, queryClient), sendKeptChecks(client, queryClient, 1)])).toEqual([true, true]);
    expect(preCheckPosts(requests)).toHaveLength(1);
    // The offer and "You knew 2 of 5 before" are read again.
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['learning', 'pre-check'], ['learning', 'before-after']]);
  });
});
