import request from 'supertest';
import type Koa from 'koa';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import { progressResponseSchema } from '@reentry/contracts/progress';
import { quizResultSchema } from '@reentry/contracts/quiz';
import { apiGet, apiPost, sessionCookie } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { sessionCookieFor } from '../../test/session-cookie.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { getProgress } from './progress.service.js';

let db: TestDatabase;
let app: Koa;
const config = testConfig();

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config });
});
afterAll(() => db.destroy());

let userCount = 0;
async function learner(): Promise<{ userId: number; cookie: string }> {
  userCount += 1;
  const [row] = await db
    .knex('users')
    .insert({ username: `learner${userCount}`, passwordHash: 'x', email: `l${userCount}@example.org`, name: 'Ana Diaz' })
    .returning('id');
  const userId = (row as { id: number }).id;
  return { userId, cookie: await sessionCookieFor(db.knex, userId, config.sessionSecret) };
}

const correct = (moduleId: number): QuizOptionValue[] => getQuizAnswerKey('en', moduleId)!.answers.map((a) => a.correctAnswer);
const wrongOption = (value: QuizOptionValue): QuizOptionValue => (value === 'a' ? 'b' : 'a');
/** The key's answers with the first `wrong` of them changed to a wrong option. */
const answersWith = (moduleId: number, wrong: number) => correct(moduleId).map((value, i) => (i < wrong ? wrongOption(value) : value));

const submit = (cookie: string | undefined, body: unknown, lang?: 'en' | 'es') => apiPost(app, '/api/modules/complete', body, { cookie, lang });
const progressOf = (cookie: string) => apiGet(app, '/api/users/progress', cookie);
const attemptsOf = (userId: number) => db.knex('quiz_attempts').where({ userId }).orderBy('id');

describe('POST /api/modules/complete', () => {
  it('answers 401 to an anonymous visitor, even with a valid body, and records nothing', async () => {
    const before = await db.knex('quiz_attempts').count({ n: '*' });
    expectSafeEnvelope(await submit(undefined, { moduleId: 1, answers: correct(1) }), 401, 'UNAUTHENTICATED');
    expect(await db.knex('quiz_attempts').count({ n: '*' })).toEqual(before);
  });

  it('grades on the server: a forged score of 100 with wrong answers records the real score', async () => {
    const { userId, cookie } = await learner();
    const res = await submit(cookie, { moduleId: 1, answers: answersWith(1, 5), score: 100, completed: true });
    expect(res.status).toBe(200);
    const result = quizResultSchema.parse(res.body);
    expect(result).toMatchObject({ moduleId: 1, score: 0, correctCount: 0, questionCount: 5, passed: false, passPercent: 70, bestScore: 0 });
    expect(result.progress).toEqual({ completedModules: [], quizScores: { '1': 0 } });
    expect(await db.knex('module_progress').where({ userId }).first()).toMatchObject({ score: 0, completed: false, completedAt: null });
    expect(await attemptsOf(userId)).toEqual([expect.objectContaining({ moduleId: 1, score: 0, passed: false, correct: [false, false, false, false, false] })]);
  });

  it('answers with per-question results and both explanations, in the request language', async () => {
    const { cookie } = await learner();
    const answers = answersWith(1, 1);
    const res = await submit(cookie, { moduleId: 1, answers }, 'es');
    const result = quizResultSchema.parse(res.body);
    const key = getQuizAnswerKey('es', 1)!;
    expect(result).toMatchObject({ score: 80, correctCount: 4, passed: true });
    expect(result.results[0]).toEqual({
      questionId: key.answers[0]!.questionId,
      chosenAnswer: answers[0],
      correctAnswer: key.answers[0]!.correctAnswer,
      isCorrect: false,
      chosenExplanation: key.answers[0]!.explanations[answers[0]!],
      correctExplanation: key.answers[0]!.explanations[key.answers[0]!.correctAnswer],
    });
    expect(result.results[1]).toMatchObject({ isCorrect: true });
    expect(result.results[1]!.correctExplanation).toMatch(/^Correcto/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('keeps every attempt and the best score; completion and its date come from the first pass only', async () => {
    const { userId, cookie } = await learner();
    const scores = [];
    for (const wrong of [2, 0, 3]) scores.push((await submit(cookie, { moduleId: 1, answers: answersWith(1, wrong) })).body.score);
    expect(scores).toEqual([60, 100, 40]);
    const attempts = await attemptsOf(userId);
    expect(attempts.map((a) => [a.score, a.passed])).toEqual([
      [60, false],
      [100, true],
      [40, false],
    ]);
    expect(attempts[0]).toMatchObject({ questionIds: getQuizAnswerKey('en', 1)!.answers.map((a) => a.questionId), answers: answersWith(1, 2) });
    const row = await db.knex('module_progress').where({ userId, moduleId: 1 }).first();
    expect(row).toMatchObject({ score: 100, completed: true });
    expect(row.completedAt.getTime()).toBeLessThanOrEqual(attempts[1]!.createdAt.getTime() + 1000);
    // A later, better pass does not move the completion date.
    const firstCompletion = row.completedAt.getTime();
    await db.knex('module_progress').where({ userId, moduleId: 1 }).update({ score: 80 });
    await submit(cookie, { moduleId: 1, answers: correct(1) });
    const after = await db.knex('module_progress').where({ userId, moduleId: 1 }).first();
    expect(after).toMatchObject({ score: 100, completed: true });
    expect(after.completedAt.getTime()).toBe(firstCompletion);
  });

  it('answers 403 for a module locked by the database progress, and passing unlocks the next one', async () => {
    const { userId, cookie } = await learner();
    const locked = await submit(cookie, { moduleId: 2, answers: correct(2) });
    expectSafeEnvelope(locked, 403, 'FORBIDDEN');
    expect(locked.body.error.message).toBe('This module is locked. Please complete the module before it first.');
    expect(await attemptsOf(userId)).toHaveLength(0);
    // Module 6 is always open; failing module 1 keeps module 2 locked.
    expect((await submit(cookie, { moduleId: 6, answers: correct(6) })).status).toBe(200);
    await submit(cookie, { moduleId: 1, answers: answersWith(1, 2) });
    expectSafeEnvelope(await submit(cookie, { moduleId: 2, answers: correct(2) }), 403, 'FORBIDDEN');

    const passed = await submit(cookie, { moduleId: 1, answers: correct(1) });
    expect(passed.body.progress.completedModules).toEqual([1, 6]);
    const progress = progressResponseSchema.parse((await progressOf(cookie)).body);
    expect(progress).toEqual({ completedModules: [1, 6], quizScores: { '1': 100, '6': 100 } });
    expect((await submit(cookie, { moduleId: 2, answers: correct(2) })).status).toBe(200);
    expectSafeEnvelope(await submit(cookie, { moduleId: 4, answers: correct(4) }), 403, 'FORBIDDEN');
  });

  it('records two identical submissions sent at once (a double tap) without losing either', async () => {
    const { userId, cookie } = await learner();
    const both = await Promise.all([1, 2].map(() => submit(cookie, { moduleId: 1, answers: correct(1) })));
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(await attemptsOf(userId)).toHaveLength(2);
    expect(await getProgress(db.knex, userId)).toEqual({ completedModules: [1], quizScores: { '1': 100 } });
  });

  describe('hostile or malformed bodies get 400, never 500, and record nothing', () => {
    const cases: [string, unknown][] = [
      ['no body', undefined],
      ['unknown module 7', { moduleId: 7, answers: correct(1) }],
      ['module 0', { moduleId: 0, answers: correct(1) }],
      ['module as a string', { moduleId: '1', answers: correct(1) }],
      ['module null', { moduleId: null, answers: correct(1) }],
      ['answers missing', { moduleId: 1 }],
      ['too few answers', { moduleId: 1, answers: correct(1).slice(1) }],
      ['too many answers', { moduleId: 1, answers: [...correct(1), 'a'] }],
      ['module 6 with 5 answers', { moduleId: 6, answers: correct(1) }],
      ['10,000 answers', { moduleId: 1, answers: Array(10_000).fill('a') }],
      ['an unknown value', { moduleId: 1, answers: ['a', 'b', 'c', 'd', 'z'] }],
      ['a NUL byte', { moduleId: 1, answers: ['a', 'b', 'c', 'd', '\u0000'] }],
      ['an emoji', { moduleId: 1, answers: ['a', 'b', 'c', 'd', '🙂'] }],
      ['a 10k-character string', { moduleId: 1, answers: ['a', 'b', 'c', 'd', 'x'.repeat(10_000)] }],
      ['numbers', { moduleId: 1, answers: [1, 2, 3, 4, 5] }],
      ['nested arrays', { moduleId: 1, answers: [['a'], 'b', 'c', 'd', 'a'] }],
      ['answers as an object', { moduleId: 1, answers: { 0: 'a', 1: 'b', 2: 'c', 3: 'd', 4: 'a', length: 5 } }],
      ['an array body', [1, ['a', 'b', 'c', 'd', 'a']]],
    ];
    it.each(cases)('%s', async (_label, body) => {
      const { userId, cookie } = await learner();
      const res = await submit(cookie, body, 'es');
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(await attemptsOf(userId)).toHaveLength(0);
    });

    it('__proto__ keys in the body and in answers', async () => {
      const { userId, cookie } = await learner();
      const post = (raw: string) =>
        request(app.callback()).post('/api/modules/complete').set('X-Requested-With', 'fetch').set('Cookie', cookie).type('json').send(raw);
      const bodies = [
        '{"__proto__":{"moduleId":1,"answers":["b","d","a","c","b"]}}',
        '{"moduleId":1,"answers":{"__proto__":["b","d","a","c","b"]}}',
        '{"moduleId":{"__proto__":1},"answers":["b","d","a","c","b"]}',
      ];
      // The body parser already refuses __proto__ keys (prototype poisoning) as invalid JSON.
      for (const raw of bodies) expectSafeEnvelope(await post(raw), 400, 'INVALID_JSON');
      expect(await attemptsOf(userId)).toHaveLength(0);
      expect(({} as Record<string, unknown>).moduleId).toBeUndefined();
    });

    it('names the problem in the request language', async () => {
      const { cookie } = await learner();
      const res = await submit(cookie, { moduleId: 1, answers: ['a'] }, 'es');
      expect(res.body.error.fields).toEqual({ answers: 'Por favor, elija una respuesta para cada pregunta y luego envíe el cuestionario.' });
      const unknown = await submit(cookie, { moduleId: 9, answers: correct(1) });
      expect(unknown.body.error.fields.moduleId).toBe('This module does not exist.');
    });
  });
});

describe('attempt limit', () => {
  it('answers 429 with Retry-After once one account sends attempts faster than a person can', async () => {
    const limitedConfig = testConfig();
    limitedConfig.rateLimits = { ...limitedConfig.rateLimits, quizAttemptPerUser: { max: 2, windowSeconds: 900 } };
    const limited = testApp(db.knex, { config: limitedConfig });
    const { userId, cookie } = await learner();
    const post = () => apiPost(limited, '/api/modules/complete', { moduleId: 1, answers: correct(1) }, { cookie });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const blocked = await post();
    expectSafeEnvelope(blocked, 429, 'RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(await attemptsOf(userId)).toHaveLength(2);
    // Another learner is not affected.
    expect((await apiPost(limited, '/api/modules/complete', { moduleId: 1, answers: correct(1) }, { cookie: (await learner()).cookie })).status).toBe(200);
  });
});

describe('GET /api/users/progress', () => {
  it('answers 401 to visitors and to a session whose account is gone', async () => {
    expectSafeEnvelope(await apiGet(app, '/api/users/progress'), 401, 'UNAUTHENTICATED');
    const { userId, cookie } = await learner();
    await db.knex('users').where({ id: userId }).del();
    expectSafeEnvelope(await progressOf(cookie), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await submit(cookie, { moduleId: 1, answers: correct(1) }), 401, 'UNAUTHENTICATED');
  });

  it('agrees with GET /api/auth/me, and survives logout and login', async () => {
    const agent = { username: 'returning', name: 'Luis Ortiz', email: 'luis@example.org', password: 'Tortilla-Rio-Verde-84' };
    const registered = await apiPost(app, '/api/auth/register', agent);
    const cookie = sessionCookie(registered);
    await submit(cookie, { moduleId: 1, answers: correct(1) });
    await submit(cookie, { moduleId: 2, answers: answersWith(2, 4) });
    const expected = { completedModules: [1], quizScores: { '1': 100, '2': 20 } };
    expect((await progressOf(cookie)).body).toEqual(expected);
    expect((await apiGet(app, '/api/auth/me', cookie)).body.progress).toEqual(expected);

    expect((await apiPost(app, '/api/auth/logout', {}, { cookie })).status).toBe(204);
    expectSafeEnvelope(await progressOf(cookie), 401, 'UNAUTHENTICATED');
    const login = await apiPost(app, '/api/auth/login', { username: agent.username, password: agent.password });
    expect(login.body.progress).toEqual(expected);
    expect((await progressOf(sessionCookie(login))).body).toEqual(expected);
  });
});
