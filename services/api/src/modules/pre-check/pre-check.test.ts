// Issue 40 §1: the before-check of each module, and the learner's own before and after.
import type Koa from 'koa';
import request from 'supertest';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { quizObjectives } from '@reentry/content/quiz-objectives';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import { preCheckSchema } from '@reentry/contracts/learning-measures';
import { allKeys, apiGet, apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { sessionCookieFor } from '../../test/session-cookie.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
const config = testConfig();

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config });
});
afterAll(() => db.destroy());

let count = 0;
async function learner(): Promise<{ userId: number; cookie: string }> {
  count += 1;
  const [row] = await db.knex('users').insert({ username: `pre${count}`, passwordHash: 'x', name: 'Ana Diaz' }).returning('id');
  const userId = (row as { id: number }).id;
  return { userId, cookie: await sessionCookieFor(db.knex, userId, config.sessionSecret) };
}

const key = (moduleId: number) => getQuizAnswerKey('en', moduleId)!.answers.map((answer) => answer.correctAnswer);
const wrong = (value: QuizOptionValue): QuizOptionValue => (value === 'a' ? 'b' : 'a');
/** The right answers with the first `misses` of them wrong. */
const answersWith = (moduleId: number, misses: number) => key(moduleId).map((value, i) => (i < misses ? wrong(value) : value));
const preCheck = (cookie: string | undefined, moduleId: number | string, body: unknown, options: { lang?: 'en' | 'es'; headers?: Record<string, string> } = {}) =>
  apiPost(app, `/api/modules/${moduleId}/pre-check`, body, { cookie, ...options });
const readPreCheck = (cookie: string, moduleId: number | string, lang: 'en' | 'es' = 'en') =>
  request(app.callback()).get(`/api/modules/${moduleId}/pre-check`).set('Cookie', cookie).set('Accept-Language', lang);
const quiz = (cookie: string, moduleId: number, answers: QuizOptionValue[]) => apiPost(app, '/api/modules/complete', { moduleId, answers }, { cookie });

describe('GET /api/modules/:id/pre-check', () => {
  it("gives the module's quiz questions in the request's language with their objectives, and never an answer", async () => {
    const { cookie } = await learner();
    const res = await readPreCheck(cookie, 1, 'es');
    expect(res.status).toBe(200);
    const body = preCheckSchema.parse(res.body);
    expect(body).toMatchObject({ moduleId: 1, answered: false, quizTaken: false });
    expect(body.questions).toHaveLength(5);
    expect(body.questions[0]).toMatchObject({ id: 'what-is-blockchain', text: '¿Qué es una blockchain?', objective: quizObjectives['what-is-blockchain'] });
    expect(allKeys(res.body)).not.toEqual(expect.arrayContaining(['correct']));
    expect(allKeys(res.body).filter((name) => /correct|explanation/i.test(name))).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('asks for a session, and answers a module that does not exist with a translated 400', async () => {
    expectSafeEnvelope(await request(app.callback()).get('/api/modules/1/pre-check'), 401, 'UNAUTHENTICATED');
    const { cookie } = await learner();
    for (const id of ['7', 'abc', '1.5', '0']) {
      const res = await readPreCheck(cookie, id, 'es');
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.body.error.fields.id).toBe('Este módulo no existe.');
    }
  });
});

describe('POST /api/modules/:id/pre-check', () => {
  it('keeps the answers and how many were right, says nothing about them, and refuses a second one with 409', async () => {
    const { userId, cookie } = await learner();
    const res = await preCheck(cookie, 1, { answers: answersWith(1, 3), correct: 5 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ moduleId: 1, answered: true });
    expect(await db.knex('pre_checks').where({ userId }).select('moduleId', 'beforeCorrect', 'beforeTotal', 'correct', 'afterAt')).toEqual([
      { moduleId: 1, beforeCorrect: 2, beforeTotal: 5, correct: [false, false, false, true, true], afterAt: null },
    ]);
    expect((await readPreCheck(cookie, 1)).body).toMatchObject({ answered: true });

    const again = await preCheck(cookie, 1, { answers: key(1) }, { lang: 'es' });
    expectSafeEnvelope(again, 409, 'CONFLICT');
    expect(again.body.error.message).toBe('Ya respondió estas preguntas antes de la lección.');
    expect(await db.knex('pre_checks').where({ userId })).toHaveLength(1);
  });

  it('is closed once the quiz was taken (it would not be "before" any more)', async () => {
    const { userId, cookie } = await learner();
    expect((await quiz(cookie, 1, answersWith(1, 5))).status).toBe(200);
    expect((await readPreCheck(cookie, 1)).body).toMatchObject({ answered: false, quizTaken: true });
    const res = await preCheck(cookie, 1, { answers: key(1) });
    expectSafeEnvelope(res, 409, 'CONFLICT');
    expect(res.body.error.message).toBe('You already took this quiz, so these questions are closed.');
    expect(await db.knex('pre_checks').where({ userId })).toEqual([]);
  });

  it('refuses answers that are not one per question or not an option, in the request language', async () => {
    const { userId, cookie } = await learner();
    for (const answers of [['a', 'b'], [...key(1), 'a'], ['a', 'b', 'c', 'd', 'e'], 'abcde', [1, 2, 3, 4, 5]]) {
      const res = await preCheck(cookie, 1, { answers }, { lang: 'es' });
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      const [field, message] = Object.entries(res.body.error.fields as Record<string, string>)[0]!;
      expect({ field: field.split('.')[0], message }).toEqual({ field: 'answers', message: expect.stringMatching(/^(Elija una respuesta para cada pregunta y luego envíe\.|Por favor, elija una respuesta)/) });
    }
    // Module 6 has 7 questions: 5 answers are too few there.
    expectSafeEnvelope(await preCheck(cookie, 6, { answers: key(1) }), 400, 'VALIDATION_FAILED');
    expect(await db.knex('pre_checks').where({ userId })).toEqual([]);
  });

  it('refuses a locked module (403) and a visitor without a session (401)', async () => {
    const { cookie } = await learner();
    expectSafeEnvelope(await preCheck(cookie, 3, { answers: key(3) }), 403, 'FORBIDDEN');
    expectSafeEnvelope(await preCheck(undefined, 1, { answers: key(1) }), 401, 'UNAUTHENTICATED');
  });

  it('replays the first answer to a retry with the same Idempotency-Key, and keeps one row', async () => {
    const { userId, cookie } = await learner();
    const headers = { 'Idempotency-Key': 'pre-check-retry-1' };
    const first = await preCheck(cookie, 1, { answers: key(1) }, { headers });
    const retry = await preCheck(cookie, 1, { answers: key(1) }, { headers });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await db.knex('pre_checks').where({ userId })).toHaveLength(1);
  });
});

describe('GET /api/users/before-after', () => {
  it('says "knew 2 of 5 before; now 5 of 5": the after is the first graded quiz, and later attempts change nothing', async () => {
    const { cookie } = await learner();
    expect((await apiGet(app, '/api/users/before-after', cookie)).body).toEqual({ modules: [] });
    expect((await preCheck(cookie, 1, { answers: answersWith(1, 3) })).status).toBe(201);
    expect((await apiGet(app, '/api/users/before-after', cookie)).body).toEqual({ modules: [{ moduleId: 1, before: { correct: 2, total: 5 }, after: null }] });

    expect((await quiz(cookie, 1, key(1))).status).toBe(200);
    expect((await quiz(cookie, 1, answersWith(1, 4))).status).toBe(200);
    const res = await apiGet(app, '/api/users/before-after', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ modules: [{ moduleId: 1, before: { correct: 2, total: 5 }, after: { correct: 5, total: 5 } }] });
  });

  it('shows only the caller\'s own', async () => {
    const one = await learner();
    const other = await learner();
    expect((await preCheck(one.cookie, 1, { answers: key(1) })).status).toBe(201);
    expect((await apiGet(app, '/api/users/before-after', other.cookie)).body).toEqual({ modules: [] });
    expectSafeEnvelope(await apiGet(app, '/api/users/before-after'), 401, 'UNAUTHENTICATED');
  });
});
