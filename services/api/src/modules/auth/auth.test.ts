import request from 'supertest';
import type Koa from 'koa';
import { userSchema } from '@reentry/contracts/user';
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

async function insertUser(username: string): Promise<number> {
  const [row] = await db
    .knex('users')
    .insert({ username, passwordHash: 'argon2id$not-a-real-hash', email: `${username}@example.org`, name: 'Ana Diaz' })
    .returning('id');
  return (row as { id: number }).id;
}

const me = (cookie?: string) => {
  const req = request(app.callback()).get('/api/auth/me');
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('GET /api/auth/me', () => {
  it('answers 401 UNAUTHENTICATED for an anonymous visitor', async () => {
    expectSafeEnvelope(await me(), 401, 'UNAUTHENTICATED');
  });

  it('answers 200 with the user and progress when the session refers to a user', async () => {
    const userId = await insertUser('ana');
    await db.knex('module_progress').insert([
      { userId, moduleId: 2, completed: true, score: 80, completedAt: new Date() },
      { userId, moduleId: 1, completed: true, score: 100, completedAt: new Date() },
      { userId, moduleId: 3, completed: false, score: 40 },
    ]);
    const res = await me(await sessionCookieFor(db.knex, userId, config.sessionSecret));

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const user = userSchema.strict().parse(res.body);
    expect(user).toMatchObject({ id: userId, username: 'ana', isAdmin: false, isInstructor: false, assignedInstructorId: null });
    expect(user.progress).toEqual({ completedModules: [1, 2], quizScores: { '1': 100, '2': 80, '3': 40 } });
    expect(res.text).not.toMatch(/password|argon2/i);
  });

  it('reads roles from the database on every request, not from the session', async () => {
    const userId = await insertUser('instructor-to-be');
    const cookie = await sessionCookieFor(db.knex, userId, config.sessionSecret);
    expect((await me(cookie)).body.isInstructor).toBe(false);
    await db.knex('users').where({ id: userId }).update({ isInstructor: true });
    expect((await me(cookie)).body.isInstructor).toBe(true);
  });

  it('still finds the user of a session row whose user_id column was never filled in (rows older than migration 010)', async () => {
    const userId = await insertUser('old-row');
    const cookie = await sessionCookieFor(db.knex, userId, config.sessionSecret);
    await db.knex('sessions').where({ userId }).update({ userId: null });
    expect((await me(cookie)).body).toMatchObject({ id: userId, username: 'old-row' });
  });

  // Issue 23: /me (behind every signed-in page) cost 3 queries through the query builder and the ORM.
  it('reads the session with its user in one query and the progress in a second, nothing more', async () => {
    const userId = await insertUser('counted');
    const cookie = await sessionCookieFor(db.knex, userId, config.sessionSecret);
    const queries: string[] = [];
    const count = ({ sql }: { sql: string }) => void queries.push(sql);
    db.knex.on('query', count);
    try {
      expect((await me(cookie)).body).toMatchObject({ id: userId, username: 'counted' });
    } finally {
      db.knex.off('query', count);
    }
    expect(queries).toEqual([expect.stringMatching(/from sessions .*join users/), expect.stringMatching(/from module_progress/)]);
  });

  it('answers 401 when the session user no longer exists', async () => {
    const userId = await insertUser('leaving');
    const cookie = await sessionCookieFor(db.knex, userId, config.sessionSecret);
    await db.knex('users').where({ id: userId }).del();
    expectSafeEnvelope(await me(cookie), 401, 'UNAUTHENTICATED');
  });

  it('answers 401 when the cookie signature is wrong', async () => {
    const userId = await insertUser('forger');
    const cookie = await sessionCookieFor(db.knex, userId, 'a-different-secret-of-at-least-32-chars');
    expectSafeEnvelope(await me(cookie), 401, 'UNAUTHENTICATED');
  });

  it('answers 401 when the session has expired', async () => {
    const userId = await insertUser('expired');
    const cookie = await sessionCookieFor(db.knex, userId, config.sessionSecret);
    await db.knex('sessions').update({ expiresAt: new Date(Date.now() - 1000) });
    expectSafeEnvelope(await me(cookie), 401, 'UNAUTHENTICATED');
  });
});
