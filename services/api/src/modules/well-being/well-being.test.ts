// Issue 40 §2: the CFPB Financial Well-Being Scale (five items) after sign-up and at 90 days, and its one reminder mail.
import type Koa from 'koa';
import { apiGet, apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { sessionCookieFor } from '../../test/session-cookie.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { sendWellBeingFollowUps } from './well-being-follow-up.js';
import { wellBeingScore } from './well-being-score.js';

let db: TestDatabase;
let app: Koa;
const config = testConfig();

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config });
});
afterAll(() => db.destroy());

let count = 0;
async function learner(options: { daysAgo?: number; email?: string | null; verified?: boolean; locale?: 'en' | 'es' } = {}) {
  count += 1;
  const { daysAgo = 0, email = `wb${count}@example.org`, verified = true, locale = 'en' } = options;
  const [row] = await db
    .knex('users')
    .insert({ username: `wb${count}`, passwordHash: 'x', name: 'Ana Diaz', email, locale, emailVerifiedAt: verified && email ? db.knex.fn.now() : null, createdAt: db.knex.raw(`now() - interval '${daysAgo} days'`) })
    .returning('id');
  const userId = (row as { id: number }).id;
  return { userId, email, cookie: await sessionCookieFor(db.knex, userId, config.sessionSecret) };
}

// Replies are positions: 0 "Completely"/"Always" ... 4 "Not at all"/"Never". Item 4 is the positive one.
const BEST = [4, 4, 4, 0, 4];
const WORST = [0, 0, 0, 4, 0];
const answer = (cookie: string | undefined, body: unknown, lang: 'en' | 'es' = 'en') => apiPost(app, '/api/account/well-being', body, { cookie, lang });
const valid = (answers = BEST) => ({ answers, ageGroup: '18-61', consent: true });
const moveSignUp = (userId: number, daysAgo: number) => db.knex('users').where({ id: userId }).update({ createdAt: db.knex.raw(`now() - interval '${daysAgo} days'`) });

describe('the CFPB five-item score', () => {
  it("follows the CFPB's self-administered table at both ends, the middle, and for 62 and older", () => {
    expect(wellBeingScore(WORST, '18-61')).toBe(19);
    expect(wellBeingScore(BEST, '18-61')).toBe(82);
    expect(wellBeingScore([2, 2, 2, 2, 2], '18-61')).toBe(50);
    expect(wellBeingScore(WORST, '62-plus')).toBe(20);
    expect(wellBeingScore(BEST, '62-plus')).toBe(90);
    // Item 4 counts the other way: "Always" having money left over is worth 4, so all-first replies total 4.
    expect(wellBeingScore([0, 0, 0, 0, 0], '18-61')).toBe(36);
  });
});

describe('/api/account/well-being', () => {
  it('is open after sign-up: keeps the replies and the score the server works out', async () => {
    const { userId, cookie } = await learner();
    expect((await apiGet(app, '/api/account/well-being', cookie)).body).toEqual({ due: 'sign-up', answers: [] });
    const res = await answer(cookie, { ...valid(WORST), score: 99 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ round: 'sign-up', score: 19 });
    expect(await db.knex('well_being_answers').where({ userId }).select('round', 'answers', 'ageGroup', 'score')).toEqual([{ round: 'sign-up', answers: WORST, ageGroup: '18-61', score: 19 }]);
    expect((await apiGet(app, '/api/account/well-being', cookie)).body).toEqual({ due: null, answers: [{ round: 'sign-up', score: 19, answeredAt: expect.any(String) }] });
  });

  it('refuses a second answer before 90 days, then takes the follow-up once', async () => {
    const { userId, cookie } = await learner();
    expect((await answer(cookie, valid(WORST))).status).toBe(201);
    const early = await answer(cookie, valid(), 'es');
    expectSafeEnvelope(early, 409, 'CONFLICT');
    expect(early.body.error.message).toBe('Estas preguntas no están abiertas para usted ahora.');

    await moveSignUp(userId, 91);
    expect((await apiGet(app, '/api/account/well-being', cookie)).body).toMatchObject({ due: 'follow-up' });
    expect((await answer(cookie, valid())).body).toEqual({ round: 'follow-up', score: 82 });
    expectSafeEnvelope(await answer(cookie, valid()), 409, 'CONFLICT');
    expect(await db.knex('well_being_answers').where({ userId }).orderBy('id').pluck('round')).toEqual(['sign-up', 'follow-up']);
  });

  it('is closed two weeks after sign-up to someone who skipped it (no follow-up without a first answer)', async () => {
    const { cookie } = await learner({ daysAgo: 20 });
    expect((await apiGet(app, '/api/account/well-being', cookie)).body).toEqual({ due: null, answers: [] });
    expectSafeEnvelope(await answer(cookie, valid()), 409, 'CONFLICT');
  });

  it('refuses missing consent, a reply out of range, four replies or no age group, in the request language', async () => {
    const { userId, cookie } = await learner();
    const cases: [unknown, string, string][] = [
      [{ answers: BEST, ageGroup: '18-61' }, 'consent', 'Marque la casilla para decir que podemos guardar sus respuestas.'],
      [{ answers: BEST, ageGroup: '18-61', consent: false }, 'consent', 'Marque la casilla para decir que podemos guardar sus respuestas.'],
      [{ ...valid(), answers: [4, 4, 4, 0, 5] }, 'answers', 'Elija una respuesta para cada una de las 5 frases.'],
      [{ ...valid(), answers: [4, 4, 4, 0] }, 'answers', 'Elija una respuesta para cada una de las 5 frases.'],
      [{ ...valid(), ageGroup: 'old' }, 'ageGroup', 'Díganos si tiene 62 años o más.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await answer(cookie, body, 'es');
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      const [name, said] = Object.entries(res.body.error.fields as Record<string, string>)[0]!;
      expect({ field: name.split('.')[0], said }).toEqual({ field, said: message });
    }
    expect(await db.knex('well_being_answers').where({ userId })).toEqual([]);
    expectSafeEnvelope(await answer(undefined, valid()), 401, 'UNAUTHENTICATED');
  });
});

describe('the 90-day mail', () => {
  const mailsTo = (to: string) => db.knex('mail_outbox').where({ toAddress: to }).select('kind', 'subject', 'textBody');

  it('goes once, in the learner\'s language, only to a confirmed address of someone who answered at sign-up', async () => {
    const due = await learner({ locale: 'es' });
    const unverified = await learner({ verified: false });
    const skipped = await learner({ daysAgo: 95 });
    const early = await learner();
    for (const person of [due, unverified, early]) expect((await answer(person.cookie, valid(WORST))).status).toBe(201);
    for (const person of [due, unverified]) await moveSignUp(person.userId, 91);
    await moveSignUp(early.userId, 80);

    expect(await sendWellBeingFollowUps(db.knex, config.publicUrl)).toBe(1);
    const mails = await mailsTo(due.email!);
    expect(mails).toEqual([{ kind: 'well-being-follow-up', subject: 'Cinco preguntas rápidas sobre usted y el dinero', textBody: expect.stringContaining(`${config.publicUrl}/account/well-being`) }]);
    expect(mails[0]!.textBody).toContain('Le enviamos este correo solo una vez.');
    for (const person of [unverified, skipped, early]) expect(await mailsTo(person.email!)).toEqual([]);

    expect(await sendWellBeingFollowUps(db.knex, config.publicUrl)).toBe(0);
    expect(await mailsTo(due.email!)).toHaveLength(1);
  });
});
