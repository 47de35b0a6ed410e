import type Koa from 'koa';
import { adminDonationListSchema } from '@reentry/contracts/donations';
import { apiGet } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { sessionCookieFor } from '../../test/session-cookie.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
const config = testConfig();

beforeAll(async () => {
  db = await createTestDatabase();
  // The list needs no Stripe keys: the treasurer can read past donations even with online giving off.
  app = testApp(db.knex, { config });
});
afterAll(() => db.destroy());

async function userWith(username: string, roles: { isAdmin?: boolean; isInstructor?: boolean } = {}) {
  const [row] = await db.knex('users').insert({ username, passwordHash: 'x', email: `${username}@example.org`, name: username, ...roles }).returning('id');
  const id = (row as { id: number }).id;
  return { id, cookie: await sessionCookieFor(db.knex, id, config.sessionSecret) };
}

const list = (cookie?: string) => apiGet(app, '/api/admin/donations', cookie);

describe('GET /api/admin/donations', () => {
  it('answers 401 to visitors and 403 to learners and instructors', async () => {
    expectSafeEnvelope(await list(), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await list((await userWith('learner')).cookie), 403, 'FORBIDDEN');
    expectSafeEnvelope(await list((await userWith('teacher', { isInstructor: true })).cookie), 403, 'FORBIDDEN');
  });

  it('lists every donation, newest first, with status, cents and anonymous donors named but flagged', async () => {
    const admin = await userWith('treasurer', { isAdmin: true });
    await db.knex('donations').insert([
      { donorName: 'Open Donor', donorEmail: 'open@example.org', amount: 2500, status: 'succeeded', createdAt: new Date('2025-01-01T10:00:00Z') },
      { donorName: 'Quiet Donor', donorEmail: 'quiet@example.org', amount: 1999, status: 'pending', isAnonymous: true, locale: 'es', createdAt: new Date('2025-02-01T10:00:00Z') },
    ]);
    const res = await list(admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const donations = adminDonationListSchema.parse(res.body);
    expect(donations.map((d) => [d.donorName, d.amount, d.status, d.isAnonymous, d.locale])).toEqual([
      ['Quiet Donor', 1999, 'pending', true, 'es'],
      ['Open Donor', 2500, 'succeeded', false, 'en'],
    ]);
    expect(donations[0]).toMatchObject({ currency: 'usd', amountRefunded: 0, succeededAt: null, createdAt: '2025-02-01T10:00:00.000Z' });
  });

  it('checks the role in the database on every request', async () => {
    const admin = await userWith('former-admin', { isAdmin: true });
    expect((await list(admin.cookie)).status).toBe(200);
    await db.knex('users').where({ id: admin.id }).update({ isAdmin: false });
    expectSafeEnvelope(await list(admin.cookie), 403, 'FORBIDDEN');
    await db.knex('users').where({ id: admin.id }).del();
    expectSafeEnvelope(await list(admin.cookie), 401, 'UNAUTHENTICATED');
  });
});
