import { IDBFactory } from 'fake-indexeddb';
import { createMockPlatform, createQueryClient } from '@reentry/platform';
import { quizzes } from '@reentry/content/quizzes';
import { listOfflineChecks } from '../../shared/offline-outbox';
import { fakeApi, json, learner, type Answer } from '../../test/fake-api';
import { preCheckApi, preCheckPosts } from '../../test/fake-pre-check';
import { answerBeforeCheck } from './before-check-action';
import { preCheckQuery } from './pre-check.query';

/** Posts a body to module 1's before-check as a form does (natively or through the router). */
function post(body: string, answers: Record<string, Answer> = preCheckApi(), user = learner()) {
  const { fetch, requests } = fakeApi(answers);
  const services = { queryClient: createQueryClient(), api: createMockPlatform({ user, fetch }).api, getLocale: () => 'en' as const };
  const request = new Request('http://localhost/modules/1?check=before', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  return { run: answerBeforeCheck(services, 1, { request, params: { id: '1' }, context: {} } as never), requests, services };
}

const refusal = (answer: unknown) => answer as { data: { refused: true; values: Record<string, string>; errors: Record<string, string>; message: string | null }; init: { status: number } };
const answersOf = (letters: string) => [...letters].map((letter, index) => `answer-${index + 1}=${letter}`).join('&');

describe("the before-check's action", () => {
  it('sends the answers in order with a key made from them, and answers with the thank-you (Post/Redirect/Get)', async () => {
    const { run, requests } = post(`${answersOf('bacdb')}&correct=5&__proto__=x`);
    const answer = (await run) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/modules/1?check=before&done=kept');
    expect(preCheckPosts(requests).map((request) => request.body)).toEqual([{ answers: ['b', 'a', 'c', 'd', 'b'] }]);
    expect(preCheckPosts(requests)[0]!.headers['Idempotency-Key']).toMatch(/^form-[0-9a-f]{64}$/);
  });

  it.each([
    ['an answer that is not one of the options', answersOf('bacdz')],
    ['too many answers (another module’s form, or one made by hand)', answersOf('bacdbb')],
    ['two letters in one answer', `${answersOf('bacd')}&answer-5=ab`],
  ])('refuses %s without calling the API, keeping what was posted', async (_case, body) => {
    const { run, requests } = post(body);
    const { data, init } = refusal(await run);
    expect(init.status).toBe(400);
    expect(data.message).toBe('learning.beforeCheck.answersInvalid');
    expect(data.values['answer-1']).toBe('b');
    expect(preCheckPosts(requests)).toEqual([]);
  });

  it('refuses a question left unanswered at that question, keeping the others chosen, without calling the API', async () => {
    const { run, requests } = post('answer-1=b&answer-2=a&answer-4=d&answer-5=b');
    const { data } = refusal(await run);
    expect(data.errors).toEqual({ 'answer-3': 'learning.beforeCheck.chooseAnswer' });
    expect(data.values).toMatchObject({ 'answer-1': 'b', 'answer-2': 'a', 'answer-3': '', 'answer-4': 'd' });
    expect(preCheckPosts(requests)).toEqual([]);
  });

  it('takes a 409 (sent already) as kept: the thank-you, not an error', async () => {
    const answers = preCheckApi();
    await post(answersOf('bbbbb'), answers).run;
    const { run, requests } = post(answersOf('aaaaa'), answers);
    expect(((await run) as Response).headers.get('Location')).toBe('/modules/1?check=before&done=kept');
    expect(preCheckPosts(requests)).toHaveLength(1);
  });

  it("says the API's refusal of a locked module at the form", async () => {
    const locked = { ...preCheckApi(), 'POST /api/modules/1/pre-check': () => json(403, { error: { code: 'FORBIDDEN', message: 'Finish the module before this one first.' } }) };
    const { data, init } = refusal(await post(answersOf('bbbbb'), locked).run);
    expect(init.status).toBe(403);
    expect(data.message).toBe('Finish the module before this one first.');
  });

  it('sends a visitor (signed out meanwhile) to log in, coming back to the check', async () => {
    const { run, requests } = post(answersOf('bbbbb'), preCheckApi(), null as never);
    expect(((await run) as Response).headers.get('Location')).toBe('/login?returnTo=/modules/1%3Fcheck%3Dbefore');
    expect(preCheckPosts(requests)).toEqual([]);
  });
});

/** What the phone meets with no network: every API call fails to fetch, except what the service worker kept. */
const noNetwork: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

describe("the before-check's action with no network", () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });
  afterEach(() => {
    delete (globalThis as { indexedDB?: unknown }).indexedDB;
  });

  it('keeps the answers on the phone with the key it sent them with, and answers with the same address, which says they wait', async () => {
    const offline = { ...preCheckApi(), 'POST /api/modules/1/pre-check': noNetwork };
    const { run, requests, services } = post(answersOf('bacdb'), offline);
    const answer = (await run) as Response;
    expect(answer.headers.get('Location')).toBe('/modules/1?check=before&done=kept');
    const [kept] = await listOfflineChecks(1);
    expect(kept).toMatchObject({ moduleId: 1, answers: ['b', 'a', 'c', 'd', 'b'], key: preCheckPosts(requests)[0]!.headers['Idempotency-Key'] });
    expect(kept!.key).toMatch(/^form-[0-9a-f]{64}$/);
    // The page reads the check again: kept here counts as answered, so no offer, and the view says "waiting".
    const shown = await services.queryClient.fetchQuery(preCheckQuery(services.api, 1, 'en'));
    expect(shown).toMatchObject({ answered: true, waiting: true });
  });

  it('works from the saved quiz when the page itself is offline (the check is not in the saved page): the questions are the published quiz’s', async () => {
    const offline = { 'GET /api/modules/1/pre-check': noNetwork, 'POST /api/modules/1/pre-check': noNetwork };
    const { run, services } = post(answersOf('bbbbb'), offline);
    expect(((await run) as Response).headers.get('Location')).toBe('/modules/1?check=before&done=kept');
    expect(await listOfflineChecks(1)).toHaveLength(1);
    const shown = await services.queryClient.fetchQuery({ ...preCheckQuery(services.api, 1, 'en'), staleTime: 0 });
    expect(shown.offline).toBe(true);
    expect(shown.questions.map((question) => question.text)).toEqual(quizzes.en[0]!.questions.map((question) => question.text));
  });

  it('still refuses answers that do not fit the questions offline, keeping nothing', async () => {
    const offline = { 'GET /api/modules/1/pre-check': noNetwork, 'POST /api/modules/1/pre-check': noNetwork };
    const { data } = refusal(await post(answersOf('bacdbb'), offline).run);
    expect(data.message).toBe('learning.beforeCheck.answersInvalid');
    expect(await listOfflineChecks()).toEqual([]);
  });

  it('says "not kept" at the form where the phone cannot keep anything (no IndexedDB)', async () => {
    delete (globalThis as { indexedDB?: unknown }).indexedDB;
    const { data, init } = refusal(await post(answersOf('bacdb'), { ...preCheckApi(), 'POST /api/modules/1/pre-check': noNetwork }).run);
    expect(init.status).toBe(503);
    expect(data.values['answer-1']).toBe('b');
  });
});
