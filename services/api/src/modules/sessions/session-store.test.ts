import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createSessionStore, deleteExpiredSessions } from './session-store.js';

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
