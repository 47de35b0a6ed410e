import type Koa from 'koa';
import request from 'supertest';
import { apiGet } from '../../test/api-client.js';
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

/** A PUT as the browser's API client sends it: JSON and the CSRF header. */
const put = (body: unknown, { cookie, lang }: { cookie?: string; lang?: 'es' } = {}) => {
  const req = request(app.callback()).put('/api/money-plan').set('X-Requested-With', 'fetch').set('Content-Type', 'application/json');
  if (cookie) req.set('Cookie', cookie);
  if (lang) req.set('Accept-Language', lang);
  return req.send(typeof body === 'string' ? body : JSON.stringify(body));
};
const storedRow = (userId: number) => db.knex('money_plans').where({ userId }).first();

describe('/api/money-plan', () => {
  it('saves the learner’s plan in cents and reads it back; saving again replaces it; each save is audited without the amounts', async () => {
    const learner = await userWith(db.knex, 'plan-learner-1');
    expect((await apiGet(app, '/api/money-plan', learner.cookie)).body).toEqual({ plan: null, updatedAt: null });

    const saved = await put({ week1: { releaseCard: 200, food: '40.50' }, days29to30: { phone: '$19.99' } }, { cookie: learner.cookie });
    expect(saved.status).toBe(200);
    expect(saved.body.plan.week1).toMatchObject({ releaseCard: 20_000, food: 4050, pay: 0 });
    expect(saved.body.plan.days29to30.phone).toBe(1999);

    const read = await apiGet(app, '/api/money-plan', learner.cookie);
    expect(read.body.plan).toEqual(saved.body.plan);
    expect(read.headers['cache-control']).toContain('no-store');

    await put({ week2: { pay: 300 } }, { cookie: learner.cookie });
    const again = (await apiGet(app, '/api/money-plan', learner.cookie)).body.plan;
    expect(again.week1.releaseCard).toBe(0);
    expect(again.week2.pay).toBe(30_000);
    expect(await db.knex('money_plans').where({ userId: learner.id }).count({ n: '*' })).toEqual([{ n: 1 }]);

    const audit = await db.knex('audit_log').where({ targetType: 'money_plan', targetId: String(learner.id) }).select('action', 'detail', 'actorUserId');
    expect(audit).toEqual([
      { action: 'money_plan.saved', detail: {}, actorUserId: learner.id },
      { action: 'money_plan.saved', detail: {}, actorUserId: learner.id },
    ]);
  });

  it('never shows or changes another learner’s plan', async () => {
    const ana = await userWith(db.knex, 'plan-ana');
    const bo = await userWith(db.knex, 'plan-bo');
    await put({ week1: { housing: 500 } }, { cookie: ana.cookie });
    expect((await apiGet(app, '/api/money-plan', bo.cookie)).body).toEqual({ plan: null, updatedAt: null });
    await put({ week1: { housing: 1 }, userId: ana.id }, { cookie: bo.cookie });
    await put({ week1: { housing: 1 } }, { cookie: bo.cookie });
    expect((await apiGet(app, '/api/money-plan?userId=' + ana.id, bo.cookie)).body.plan.week1.housing).toBe(100);
    expect((await storedRow(ana.id)).plan.week1.housing).toBe(50_000);
  });

  it('is for signed-in learners only (401), and needs the CSRF header (403)', async () => {
    expectSafeEnvelope(await apiGet(app, '/api/money-plan'), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await put({ week1: { pay: 5 } }), 401, 'UNAUTHENTICATED');
    const learner = await userWith(db.knex, 'plan-learner-csrf');
    const noHeader = await request(app.callback()).put('/api/money-plan').set('Cookie', learner.cookie).send({ week1: { pay: 5 } });
    expectSafeEnvelope(noHeader, 403, 'FORBIDDEN');
    expect(await storedRow(learner.id)).toBeUndefined();
  });

  it('answers a bad amount with a translated 422 naming each field, and saves nothing', async () => {
    const learner = await userWith(db.knex, 'plan-learner-2');
    await put({ week1: { pay: 100 } }, { cookie: learner.cookie });
    const res = await put({ week1: { pay: 'a lot', food: '10.999' }, week3: { debts: 100_000.01 }, week4: { rent: 5 } }, { cookie: learner.cookie, lang: 'es' });
    expectSafeEnvelope(res, 422, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({
      'week1.pay': 'Escriba una cantidad en dólares, como 25 o 25.50.',
      'week1.food': 'Escriba una cantidad en dólares, como 25 o 25.50.',
      'week3.debts': 'Escriba una cantidad de 0 a 100,000.',
      week4: 'Este plan tiene una parte que no conocemos. Abra el plan en este sitio y vuelva a intentarlo.',
    });
    expect((await storedRow(learner.id)).plan.week1.pay).toBe(10_000);
  });

  it('answers hostile bodies with a 4xx, never a 500, and saves nothing', async () => {
    const learner = await userWith(db.knex, 'plan-learner-3');
    const bodies: unknown[] = [
      { week1: { pay: '5\u0000' } },
      { week1: { pay: '9'.repeat(10_000) } },
      { week1: { pay: 'x'.repeat(10_000) } },
      { ['x'.repeat(10_000)]: {} },
      '{"__proto__": {"week1": {"pay": 5}}}',
      '{"week1": {"__proto__": {"pay": 5}}}',
      { week1: { pay: [5] } },
      { week1: { pay: { cents: 5 } } },
      { week1: [] },
      { week1: 'x' },
      [1, 2],
      '"just text"',
      'null',
      { week1: { pay: 5 }, extra: true },
      { week1: { pay: '🙂' } },
    ];
    const refusedWith: number[] = [];
    for (const body of bodies) refusedWith.push((await put(body, { cookie: learner.cookie })).status);
    expect(refusedWith.filter((status) => ![400, 413, 422].includes(status))).toEqual([]);
    expect(await storedRow(learner.id)).toBeUndefined();
  });

  it('limits saves (60 in 15 minutes per learner)', async () => {
    const learner = await userWith(db.knex, 'plan-learner-4');
    await db.knex('rate_limits').insert({ key: `moneyPlanSavePerUser:${learner.id}`, count: 60, windowStart: new Date() });
    expectSafeEnvelope(await put({ week1: { pay: 5 } }, { cookie: learner.cookie }), 429, 'RATE_LIMITED');
    expect(await storedRow(learner.id)).toBeUndefined();
  });
});
