import type Koa from 'koa';
import request from 'supertest';
import { apiGet, apiPost } from '../../test/api-client.js';
import { userWith } from '../../test/admin-kit.js';
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

const answer = (id: string, body: unknown, options: { cookie?: string; lang?: 'es'; key?: string } = {}) =>
  apiPost(app, `/api/practice/${id}/answer`, body, { cookie: options.cookie, lang: options.lang, headers: options.key ? { 'Idempotency-Key': options.key } : {} });
const savedRows = (userId: number) => db.knex('practice_answers').where({ userId }).orderBy('id').select('scenarioId', 'choice', 'correct');

describe('POST /api/practice/:id/answer', () => {
  it('grades a visitor’s answer in their language and keeps nothing', async () => {
    const before = Number((await db.knex('practice_answers').count({ n: '*' }))[0]!.n);
    const res = await answer('payment-app-mistake', { choice: 'a' }, { lang: 'es' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ scenarioId: 'payment-app-mistake', choice: 'a', best: 'b', isCorrect: false, saved: false });
    expect(res.body.explanation).toMatch(/^Eso es lo que quiere el estafador/);
    expect(res.body.bestExplanation).toMatch(/^Correcto/);
    expect(res.body.ifItHappened).toContain('Reporte la estafa a la FTC en reportfraud.ftc.gov.');
    expect(Number((await db.knex('practice_answers').count({ n: '*' }))[0]!.n)).toBe(before);
  });

  it('saves and grades a signed-in learner’s answers: wrong, then right; the list says done', async () => {
    const learner = await userWith(db.knex, 'practice-learner-1');
    const wrong = await answer('bank-fraud-alert', { choice: 'b' }, { cookie: learner.cookie, key: 'try-1' });
    expect(wrong.body).toMatchObject({ isCorrect: false, best: 'c', saved: true });
    const right = await answer('bank-fraud-alert', { choice: 'c', score: 100 }, { cookie: learner.cookie, key: 'try-2' });
    expect(right.body).toMatchObject({ isCorrect: true, saved: true });
    expect(await savedRows(learner.id)).toEqual([
      { scenarioId: 'bank-fraud-alert', choice: 'b', correct: false },
      { scenarioId: 'bank-fraud-alert', choice: 'c', correct: true },
    ]);
    expect((await apiGet(app, '/api/practice/answers', learner.cookie)).body).toEqual({ done: ['bank-fraud-alert'], right: ['bank-fraud-alert'] });
  });

  it('keeps one answer per attempt: a double press with the same key is replayed, not stored twice', async () => {
    const learner = await userWith(db.knex, 'practice-learner-2');
    const [first, second] = await Promise.all([
      answer('irs-impostor', { choice: 'a' }, { cookie: learner.cookie, key: 'attempt' }),
      answer('irs-impostor', { choice: 'a' }, { cookie: learner.cookie, key: 'attempt' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await savedRows(learner.id)).toHaveLength(1);
    expectSafeEnvelope(await answer('irs-impostor', { choice: 'b' }, { cookie: learner.cookie, key: 'attempt' }), 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a choice the scenario does not have with a translated 422, and stores nothing', async () => {
    const learner = await userWith(db.knex, 'practice-learner-3');
    // release-card-fee has three choices: a, b, c.
    for (const choice of ['d', 'z', '__proto__', '', 'A', '🙂']) {
      const res = await answer('release-card-fee', { choice }, { cookie: learner.cookie, lang: 'es' });
      expectSafeEnvelope(res, 422, 'VALIDATION_FAILED');
      expect(res.body.error.message).toBe('Elija una de las respuestas y luego toque Revisar mi respuesta.');
    }
    expect(await savedRows(learner.id)).toEqual([]);
    expect((await answer('release-card-fee', { choice: 'd' })).body.error.message).toBe('Choose one of the answers, then press Check my answer.');
  });

  it('answers hostile bodies with a 4xx, never a 500', async () => {
    const learner = await userWith(db.knex, 'practice-learner-4');
    const bodies = [{ choice: 'a\u0000' }, { choice: 'x'.repeat(10_000) }, { choice: 1 }, { choice: ['a'] }, { choice: null }, {}, JSON.parse('{"__proto__": {"choice": "a"}}'), 'a'];
    for (const body of bodies) {
      const res = await answer('wallet-support', body, { cookie: learner.cookie });
      expect([400, 415, 422]).toContain(res.status);
    }
    expect(await savedRows(learner.id)).toEqual([]);
  });

  it('answers 404 for an unknown scenario, 403 without the CSRF header', async () => {
    expectSafeEnvelope(await answer('no-such-scenario', { choice: 'a' }), 404, 'NOT_FOUND');
    expectSafeEnvelope(await answer('%00%00', { choice: 'a' }), 404, 'NOT_FOUND');
    expectSafeEnvelope(await answer('x'.repeat(2000), { choice: 'a' }), 404, 'NOT_FOUND');
    const noHeader = await request(app.callback()).post('/api/practice/irs-impostor/answer').send({ choice: 'b' });
    expectSafeEnvelope(noHeader, 403, 'FORBIDDEN');
  });

  it('limits a signed-in learner’s answers (60 in 15 minutes)', async () => {
    const learner = await userWith(db.knex, 'practice-learner-5');
    await db.knex('rate_limits').insert({ key: `practiceAnswerPerUser:${learner.id}`, count: 60, windowStart: new Date() });
    expectSafeEnvelope(await answer('job-check', { choice: 'c' }, { cookie: learner.cookie }), 429, 'RATE_LIMITED');
    expect(await savedRows(learner.id)).toEqual([]);
  });
});

describe('GET /api/practice/answers', () => {
  it('is for signed-in learners only', async () => {
    expectSafeEnvelope(await apiGet(app, '/api/practice/answers'), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/instructor/practice', () => {
  it('shows an instructor only their own students, and ranks what the class gets wrong first', async () => {
    const teacher = await userWith(db.knex, 'practice-teacher', { isInstructor: true });
    const other = await userWith(db.knex, 'practice-other-teacher', { isInstructor: true });
    const ana = await userWith(db.knex, 'practice-ana', { assignedInstructorId: teacher.id, name: 'Ana' });
    const bo = await userWith(db.knex, 'practice-bo', { assignedInstructorId: teacher.id, name: 'Bo' });
    const stranger = await userWith(db.knex, 'practice-stranger', { assignedInstructorId: other.id, name: 'Cy' });
    await answer('sheriff-warrant', { choice: 'a' }, { cookie: ana.cookie, key: '1' });
    await answer('sheriff-warrant', { choice: 'b' }, { cookie: ana.cookie, key: '2' });
    await answer('sheriff-warrant', { choice: 'c' }, { cookie: bo.cookie, key: '1' });
    await answer('job-check', { choice: 'c' }, { cookie: bo.cookie, key: '2' });
    await answer('job-check', { choice: 'a' }, { cookie: stranger.cookie, key: '1' });

    const res = await apiGet(app, '/api/instructor/practice', teacher.cookie);
    expect(res.status).toBe(200);
    expect(res.body.studentCount).toBe(2);
    expect(res.body.students).toEqual([
      { id: ana.id, name: 'Ana', done: ['sheriff-warrant'] },
      { id: bo.id, name: 'Bo', done: ['job-check', 'sheriff-warrant'] },
    ]);
    expect(res.body.scenarios[0]).toMatchObject({ id: 'sheriff-warrant', answeredBy: 2, wrongBy: 2 });
    expect(res.body.scenarios.find((s: { id: string }) => s.id === 'job-check')).toMatchObject({ answeredBy: 1, wrongBy: 0 });

    const theirs = await apiGet(app, '/api/instructor/practice', other.cookie);
    expect(theirs.body.students.map((s: { name: string }) => s.name)).toEqual(['Cy']);
    expect(theirs.body.scenarios.find((s: { id: string }) => s.id === 'sheriff-warrant')).toMatchObject({ answeredBy: 0, wrongBy: 0 });
  });

  it('refuses learners (403) and visitors (401)', async () => {
    const learner = await userWith(db.knex, 'practice-not-teacher');
    expectSafeEnvelope(await apiGet(app, '/api/instructor/practice', learner.cookie), 403, 'FORBIDDEN');
    expectSafeEnvelope(await apiGet(app, '/api/instructor/practice'), 401, 'UNAUTHENTICATED');
  });
});
