import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { userWith } from '../../test/admin-kit.js';
import { quizBody } from '../../test/duplicates-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ RATE_LIMIT_FACTOR: '1' }) });
});
afterAll(() => db.destroy());

const send = (cookie: string, body: object, key: string, lang?: 'es') => apiPost(app, '/api/modules/complete', body, { cookie, lang, headers: { 'Idempotency-Key': key } });
const attempts = (userId: number) => db.knex('quiz_attempts').where({ userId }).select('id', 'moduleId', 'score');

describe('POST /api/modules/complete with an Idempotency-Key (one per quiz attempt)', () => {
  it('replays the same graded result to a retry, stores one attempt and counts it once', async () => {
    const learner = await userWith(db.knex, 'quiz-retry-1');
    const first = await send(learner.cookie, quizBody(1), 'attempt-1', 'es');
    const retry = await send(learner.cookie, quizBody(1), 'attempt-1', 'es');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.text).toBe(first.text);
    expect(retry.body).toMatchObject({ moduleId: 1, score: 100, passed: true });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await attempts(learner.id)).toHaveLength(1);
    expect((await db.knex('rate_limits').where({ key: `quizAttemptPerUser:${learner.id}` }).first('count')).count).toBe(1);
  });

  it('answers 422 to the same key with other answers', async () => {
    const learner = await userWith(db.knex, 'quiz-retry-2');
    expect((await send(learner.cookie, quizBody(1), 'attempt-2')).status).toBe(200);
    const other = { ...quizBody(1), answers: quizBody(1).answers.map(() => 'a') };
    expectSafeEnvelope(await send(learner.cookie, other, 'attempt-2'), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await attempts(learner.id)).toHaveLength(1);
  });

  it('processes a retry normally when the first try failed (a locked module), once the module is open', async () => {
    const learner = await userWith(db.knex, 'quiz-retry-3');
    expectSafeEnvelope(await send(learner.cookie, quizBody(2), 'attempt-3'), 403, 'FORBIDDEN');
    expect((await send(learner.cookie, quizBody(1), 'attempt-4')).status).toBe(200);
    const retry = await send(learner.cookie, quizBody(2), 'attempt-3');
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect((await attempts(learner.id)).map((row) => row.moduleId).sort()).toEqual([1, 2]);
  });

  it('keeps keys per learner: the same key from someone else is their own attempt, never the first learner’s result', async () => {
    const ana = await userWith(db.knex, 'quiz-retry-ana');
    const bo = await userWith(db.knex, 'quiz-retry-bo');
    const wrong = { ...quizBody(1), answers: quizBody(1).answers.map((answer) => (answer === 'a' ? 'b' : 'a')) };
    expect((await send(ana.cookie, wrong, 'same-key')).body.score).toBe(0);
    const theirs = await send(bo.cookie, wrong, 'same-key');
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await attempts(bo.id)).toHaveLength(1);
  });
});
