import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createSessionStore, deleteExpiredSessions, deleteUserSessions } from './session-store.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

describe('PostgreSQL session store', () => {
  it('stores, replaces, reads and destroys session data', async () => {
    const store = createSessionStore(db.knex);
    await store.set('abc', { userId: 1 }, 60_000);
    await store.set('abc', { userId: 2 }, 60_000);
    expect(await store.get('abc')).toEqual({ userId: 2 });
    await store.destroy('abc');
    expect(await store.get('abc')).toBeUndefined();
  });

  it('ignores expired sessions and can sweep them', async () => {
    const store = createSessionStore(db.knex);
    await store.set('old', { userId: 1 }, -1000);
    await store.set('fresh', { userId: 1 }, 60_000);
    expect(await store.get('old')).toBeUndefined();
    expect(await deleteExpiredSessions(db.knex)).toBe(1);
    expect(await store.get('fresh')).toEqual({ userId: 1 });
  });
});

describe('deleteUserSessions', () => {
  it("ends every session of one user and no one else's", async () => {
    await db.knex('sessions').del();
    const [ana, ben] = (await db
      .knex('users')
      .insert(['ana', 'ben'].map((username) => ({ username, passwordHash: 'x', email: `${username}@example.org`, name: username })))
      .returning('id')) as { id: number }[];
    const store = createSessionStore(db.knex);
    await store.set('ana-phone', { userId: ana!.id }, 60_000);
    await store.set('ana-laptop', { userId: ana!.id }, 60_000);
    await store.set('ben-phone', { userId: ben!.id }, 60_000);
    expect(await deleteUserSessions(db.knex, ana!.id)).toBe(2);
    expect(await store.get('ana-laptop')).toBeUndefined();
    expect(await store.get('ben-phone')).toEqual({ userId: ben!.id });
  });
});
