import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp } from '../../test/test-app.js';
import { demoAccountsBanner, seedDemoAccounts } from './demo-accounts.seed.js';

let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
});
afterAll(() => db.destroy());

describe('demo accounts', () => {
  it('creates learner, instructor and admin once, with working random passwords; the learner has the instructor', async () => {
    const accounts = await seedDemoAccounts(db.knex);
    expect(accounts.map((account) => account.username)).toEqual(['learner', 'instructor', 'admin']);
    expect(new Set(accounts.map((account) => account.password)).size).toBe(3);
    expect(await seedDemoAccounts(db.knex)).toEqual([]);

    const users: Record<string, { id: number; isAdmin: boolean; isInstructor: boolean; assignedInstructorId: number | null }> = {};
    for (const { username, password } of accounts) {
      const res = await apiPost(app, '/api/auth/login', { username, password });
      expect(res.status).toBe(200);
      users[username] = res.body;
    }
    expect(users.admin).toMatchObject({ isAdmin: true, isInstructor: false });
    expect(users.instructor).toMatchObject({ isAdmin: false, isInstructor: true });
    expect(users.learner).toMatchObject({ isAdmin: false, isInstructor: false, assignedInstructorId: users.instructor!.id });
    expect(demoAccountsBanner(accounts)).toContain(`learner     ${accounts[0]!.password}`);
  });

  it('uses DEMO_PASSWORD for all three when one is configured (browser tests log in with it)', async () => {
    await db.knex('users').del();
    const accounts = await seedDemoAccounts(db.knex, 'known-demo-password');
    expect(accounts.map((account) => account.password)).toEqual(['known-demo-password', 'known-demo-password', 'known-demo-password']);
    const res = await apiPost(app, '/api/auth/login', { username: 'admin', password: 'known-demo-password' });
    expect(res.status).toBe(200);
    expect(res.body.isAdmin).toBe(true);
  });
});
