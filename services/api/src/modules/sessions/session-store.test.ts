import type { Context } from 'koa';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createSessionStore, deleteExpiredSessions, deleteUserSessions } from './session-store.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

/** Session data as a login writes it, last active `idleFor` ms ago. */
function signedIn(userId: number, { idleFor = 0, idleMs = 60_000 } = {}) {
  const now = Date.now();
  return { userId, createdAt: now - idleFor, lastSeenAt: now - idleFor, idleMs, absoluteMs: 3_600_000 };
}

describe('PostgreSQL session store', () => {
  it('stores, replaces, reads and destroys session data', async () => {
    const store = createSessionStore(db.knex);
    await store.set('abc', signedIn(1));
    const second = signedIn(2);
    await store.set('abc', second);
    expect(await store.get('abc')).toEqual(second);
    await store.destroy('abc');
    expect(await store.get('abc')).toBeUndefined();
  });

  it('never brings back a session ended while a request that read it was still running', async () => {
    const store = createSessionStore(db.knex);
    await store.set('tablet', signedIn(1));
    const slowRequest = {} as Context; // a session check under way when the learner signs out
    expect(await store.get('tablet', undefined, { ctx: slowRequest })).toMatchObject({ userId: 1 });
    await store.destroy('tablet'); // the sign-out
    await store.set('tablet', { ...signedIn(1), lastSeenAt: Date.now() }, undefined, { ctx: slowRequest });
    expect(await store.get('tablet')).toBeUndefined();
    expect(await db.knex('sessions').where({ id: 'tablet' }).first()).toBeUndefined();
    // A session that request read and that still exists is updated as before.
    await store.set('kept', signedIn(2));
    const reader = {} as Context;
    await store.get('kept', undefined, { ctx: reader });
    await store.set('kept', signedIn(3), undefined, { ctx: reader });
    expect(await store.get('kept')).toMatchObject({ userId: 3 });
    // A session made in a request (a sign-in's new id) is written.
    await store.set('new-one', signedIn(4), undefined, { ctx: reader });
    expect(await store.get('new-one')).toMatchObject({ userId: 4 });
  });

  it('expires a row when its session was idle too long (from the data, not the cookie), and can sweep it', async () => {
    const store = createSessionStore(db.knex);
    await store.set('old', signedIn(1, { idleFor: 61_000 }));
    const fresh = signedIn(1);
    await store.set('fresh', fresh);
    expect(await store.get('old')).toBeUndefined();
    expect(await deleteExpiredSessions(db.knex)).toBe(1);
    expect(await store.get('fresh')).toEqual(fresh);
    const row = await db.knex('sessions').where({ id: 'fresh' }).first('expiresAt');
    expect(Math.abs(new Date(row.expiresAt).getTime() - (fresh.lastSeenAt + 60_000))).toBeLessThan(1000);
  });
});

describe('deleteUserSessions', () => {
  it("ends every session of one user (or all but one) and no one else's", async () => {
    await db.knex('sessions').del();
    const [ana, ben] = (await db
      .knex('users')
      .insert(['ana', 'ben'].map((username) => ({ username, passwordHash: 'x', email: `${username}@example.org`, name: username })))
      .returning('id')) as { id: number }[];
    const store = createSessionStore(db.knex);
    await store.set('ana-phone', signedIn(ana!.id));
    await store.set('ana-laptop', signedIn(ana!.id));
    await store.set('ana-tablet', signedIn(ana!.id));
    await store.set('ben-phone', signedIn(ben!.id));
    expect(await deleteUserSessions(db.knex, ana!.id, 'ana-tablet')).toBe(2);
    expect(await store.get('ana-laptop')).toBeUndefined();
    expect(await store.get('ana-tablet')).toMatchObject({ userId: ana!.id });
    expect(await store.get('ben-phone')).toMatchObject({ userId: ben!.id });
  });
});
