import { IDBFactory } from 'fake-indexeddb';
import { createMockPlatform, createQueryClient } from '@reentry/platform';
import { findOfflineAttempt, keepOfflineCheck, listOfflineChecks } from '../../shared/offline-outbox';
import { fakeApi, json, learner, type Answer } from '../../test/fake-api';
import { answerQuiz } from './quiz-action';

// A before-check kept on the phone must stay the "before" (issue 40): the quiz of its module goes after it.

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  delete (globalThis as { indexedDB?: unknown }).indexedDB;
});

const ATTEMPT = '0123456789abcdef0123456789abcdef';
const graded = () => json(200, { moduleId: 1, score: 100, correctCount: 5, questionCount: 5, passPercent: 70, passed: true, bestScore: 100, results: [], progress: { completedModules: [1], quizScores: { '1': 100 } } });

/** Posts module 1's last question (the other four answered b), as its form does. */
function postLastQuestion(answers: Record<string, Answer>) {
  const { fetch, requests } = fakeApi(answers);
  const services = { queryClient: createQueryClient(), api: createMockPlatform({ user: learner(), fetch }).api, getLocale: () => 'en' as const };
  const request = new Request('http://localhost/modules/1', { method: 'POST', body: `attempt=${ATTEMPT}&answers=bbbb&answer=b`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  return { run: answerQuiz(services, 1, { request, params: { id: '1' }, context: {} } as never), requests };
}

const posts = (requests: { method: string; url: string }[]) => requests.filter((request) => request.method === 'POST').map((request) => request.url);

describe("the quiz's action and a before-check kept on the phone", () => {
  it('sends the kept check of the module first, then the attempt, and forgets the check', async () => {
    await keepOfflineCheck({ key: 'form-check', moduleId: 1, answers: ['a', 'a', 'a', 'a', 'a'] });
    const { run, requests } = postLastQuestion({ 'POST /api/modules/1/pre-check': () => json(201, { moduleId: 1, answered: true }), 'POST /api/modules/complete': graded });
    expect(((await run) as Response).headers.get('Location')).toBe('/modules/1?tab=quiz&done=graded');
    expect(posts(requests)).toEqual(['/api/modules/1/pre-check', '/api/modules/complete']);
    expect(await listOfflineChecks()).toEqual([]);
  });

  it('with no network, keeps both: the check still waits, and the attempt with it', async () => {
    await keepOfflineCheck({ key: 'form-check', moduleId: 1, answers: ['a', 'a', 'a', 'a', 'a'] });
    const offline: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { run } = postLastQuestion({ 'POST /api/modules/1/pre-check': offline, 'POST /api/modules/complete': offline });
    expect(((await run) as Response).headers.get('Location')).toBe('/modules/1?tab=quiz');
    expect((await listOfflineChecks(1)).map((kept) => kept.key)).toEqual(['form-check']);
    expect((await findOfflineAttempt(1))?.answers).toEqual(['b', 'b', 'b', 'b', 'b']);
  });
});
