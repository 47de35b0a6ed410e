// Issue 31, continuity: a learner's own attempts, the section they last read, and their one next step.
import type Koa from 'koa';
import { getModule } from '@reentry/content/modules';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { getQuiz } from '@reentry/content/quizzes';
import { myAttemptsSchema, nextStepResponseSchema } from '@reentry/contracts/my-learning';
import { apiGet, apiPost } from '../../test/api-client.js';
import { userWith, type TestUser } from '../../test/admin-kit.js';
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

let count = 0;
const learner = () => userWith(db.knex, `continuity${(count += 1)}`);
const key = (moduleId: number) => getQuizAnswerKey('en', moduleId)!.answers;
/** Module answers with the first `wrong` of them wrong. */
const answers = (moduleId: number, wrong: number) => key(moduleId).map((a, i) => (i < wrong ? (a.correctAnswer === 'a' ? 'b' : 'a') : a.correctAnswer));
const submit = (user: TestUser, moduleId: number, wrong: number) => apiPost(app, '/api/modules/complete', { moduleId, answers: answers(moduleId, wrong) }, { cookie: user.cookie });
const lastRead = (user: TestUser | undefined, body: unknown, lang?: 'es') => apiPost(app, '/api/users/last-read', body, { cookie: user?.cookie, lang });
const nextStep = async (user: TestUser, lang = 'en') => nextStepResponseSchema.parse((await apiGet(app, '/api/users/next-step', user.cookie).set('Accept-Language', lang)).body).nextStep;
const sections = (moduleId: number) => getModule('en', moduleId)!.content.sections;

describe('GET /api/users/attempts', () => {
  it("lists only the caller's attempts, newest first, with each missed question and its right answer", async () => {
    const ana = await learner();
    const bo = await learner();
    expect((await submit(ana, 1, 2)).body.passed).toBe(false);
    expect((await submit(ana, 1, 0)).body.passed).toBe(true);
    await submit(bo, 1, 5);

    const res = await apiGet(app, '/api/users/attempts?moduleId=1', ana.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { attempts } = myAttemptsSchema.parse(res.body);
    expect(attempts.map((a) => [a.score, a.passed, a.correctCount, a.questionCount])).toEqual([[100, true, 5, 5], [60, false, 3, 5]]);
    expect(attempts[0]!.missedQuestions).toEqual([]);
    const question = getQuiz('en', 1)!.questions[0]!;
    const right = question.options.find((o) => o.value === key(1)[0]!.correctAnswer)!.label;
    const chosen = question.options.find((o) => o.value === answers(1, 1)[0])!.label;
    expect(attempts[1]!.missedQuestions[0]).toEqual({ questionId: question.id, text: question.text, chosenAnswer: chosen, correctAnswer: right });
    expect(attempts[1]!.missedQuestions).toHaveLength(2);
  });

  it('answers in Spanish, and without a module filter lists every module', async () => {
    const ana = await learner();
    await submit(ana, 1, 1);
    await submit(ana, 6, 1);
    const res = await apiGet(app, '/api/users/attempts', ana.cookie).set('Accept-Language', 'es');
    const { attempts } = myAttemptsSchema.parse(res.body);
    expect(attempts.map((a) => a.moduleId).sort()).toEqual([1, 6]);
    expect(attempts.find((a) => a.moduleId === 1)!.missedQuestions[0]!.text).toBe(getQuiz('es', 1)!.questions[0]!.text);
  });

  it('shows learner B nothing of learner A, and an anonymous visitor gets 401', async () => {
    const ana = await learner();
    const bo = await learner();
    await submit(ana, 1, 3);
    expect(myAttemptsSchema.parse((await apiGet(app, '/api/users/attempts', bo.cookie)).body).attempts).toEqual([]);
    expectSafeEnvelope(await apiGet(app, '/api/users/attempts'), 401, 'UNAUTHENTICATED');
  });

  it.each([['0'], ['7'], ['abc'], ['1\u0000'], ['x'.repeat(10_000)]])('refuses a bad moduleId (#%#) with a 400', async (value) => {
    const ana = await learner();
    expectSafeEnvelope(await apiGet(app, `/api/users/attempts?moduleId=${encodeURIComponent(value)}`, ana.cookie), 400, 'VALIDATION_FAILED');
  });

  it('refuses a repeated moduleId with a 400', async () => {
    const ana = await learner();
    expectSafeEnvelope(await apiGet(app, '/api/users/attempts?moduleId=1&moduleId=2', ana.cookie), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/users/last-read', () => {
  it('keeps one position per learner, the newest one', async () => {
    const ana = await learner();
    expect((await lastRead(ana, { moduleId: 1, sectionId: sections(1)[1]!.id })).status).toBe(204);
    expect((await lastRead(ana, { moduleId: 1, sectionId: sections(1)[2]!.id })).status).toBe(204);
    expect(await db.knex('reading_positions').where({ userId: ana.id }).select('moduleId', 'sectionId')).toEqual([{ moduleId: 1, sectionId: sections(1)[2]!.id }]);
  });

  it('refuses a section that is not in that module, in the request language', async () => {
    const ana = await learner();
    const res = await lastRead(ana, { moduleId: 1, sectionId: sections(2)[0]!.id }, 'es');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields.sectionId).toBe('Esta parte de la lección no existe.');
    expect(await db.knex('reading_positions').where({ userId: ana.id })).toEqual([]);
  });

  it('refuses a module that is locked for this learner with a 403', async () => {
    const ana = await learner();
    expectSafeEnvelope(await lastRead(ana, { moduleId: 3, sectionId: sections(3)[0]!.id }), 403, 'FORBIDDEN');
  });

  it.each([
    ['a NUL byte', { moduleId: 1, sectionId: `${sections(1)[0]!.id}\u0000` }],
    ['a 10k string', { moduleId: 1, sectionId: 'a'.repeat(10_000) }],
    ['an emoji', { moduleId: 1, sectionId: '💸' }],
    ['a string module id', { moduleId: '1', sectionId: 'payment-apps' }],
    ['module 0', { moduleId: 0, sectionId: 'payment-apps' }],
    ['an array', [1, 'payment-apps']],
    ['an extra key', { moduleId: 1, sectionId: 'payment-apps', userId: 1 }],
  ])('refuses %s with a 400', async (_name, body) => {
    const ana = await learner();
    expectSafeEnvelope(await lastRead(ana, body), 400, 'VALIDATION_FAILED');
  });

  it('refuses a __proto__ key before it reaches the handler', async () => {
    const ana = await learner();
    const res = await lastRead(ana, JSON.parse('{"moduleId":1,"sectionId":"payment-apps","__proto__":{"admin":true}}'));
    expectSafeEnvelope(res, 400, 'INVALID_JSON');
  });

  it('needs a session and the CSRF header', async () => {
    expectSafeEnvelope(await lastRead(undefined, { moduleId: 1, sectionId: 'payment-apps' }), 401, 'UNAUTHENTICATED');
    const ana = await learner();
    const res = await (await import('supertest')).default(app.callback()).post('/api/users/last-read').set('Cookie', ana.cookie).send({ moduleId: 1, sectionId: 'payment-apps' });
    expect(res.status).toBe(403);
  });

  it('is rate limited per learner before any work', async () => {
    const ana = await learner();
    await db.knex('rate_limits').insert({ key: `lastReadPerUser:${ana.id}`, count: 120, windowStart: new Date() });
    expectSafeEnvelope(await lastRead(ana, { moduleId: 1, sectionId: 'payment-apps' }), 429, 'RATE_LIMITED');
  });
});

describe('GET /api/users/next-step', () => {
  it('starts a new learner at module 1, then follows their reading, a failed quiz, and the next module', async () => {
    const ana = await learner();
    expect(await nextStep(ana)).toMatchObject({ kind: 'start', moduleId: 1 });
    await lastRead(ana, { moduleId: 1, sectionId: sections(1)[2]!.id });
    expect(await nextStep(ana)).toEqual({ kind: 'read', moduleId: 1, moduleTitle: getModule('en', 1)!.title, sectionId: sections(1)[2]!.id, sectionTitle: sections(1)[2]!.title });
    expect(await nextStep(ana, 'es')).toMatchObject({ kind: 'read', sectionTitle: getModule('es', 1)!.content.sections[2]!.title });
    await submit(ana, 1, 3);
    expect(await nextStep(ana)).toMatchObject({ kind: 'quiz', moduleId: 1, retry: true });
    await submit(ana, 1, 0);
    expect(await nextStep(ana)).toMatchObject({ kind: 'start', moduleId: 2 });
  });

  it('sends a learner who read the last section to the quiz', async () => {
    const ana = await learner();
    await lastRead(ana, { moduleId: 6, sectionId: sections(6).at(-1)!.id });
    expect(await nextStep(ana)).toMatchObject({ kind: 'quiz', moduleId: 6, retry: false });
  });

  it('points to a certificate earned but not made, and to nothing once it is made', async () => {
    const ana = await learner();
    for (const id of [1, 2, 3, 4, 5, 6]) expect((await submit(ana, id, 0)).body.passed).toBe(true);
    expect(await nextStep(ana)).toEqual({ kind: 'certificate' });
    expect((await apiPost(app, '/api/certificates', {}, { cookie: ana.cookie })).status).toBeLessThan(300);
    expect(await nextStep(ana)).toBeNull();
  });

  it('answers 401 to a visitor', async () => {
    expectSafeEnvelope(await apiGet(app, '/api/users/next-step'), 401, 'UNAUTHENTICATED');
  });
});
