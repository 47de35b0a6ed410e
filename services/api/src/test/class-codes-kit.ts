import type Koa from 'koa';
import { apiGet, apiPost } from './api-client.js';
import { sessionCookieFor } from './session-cookie.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { testApp, testConfig } from './test-app.js';

export interface Account {
  id: number;
  cookie: string;
}

interface ClassCodeState {
  db: TestDatabase;
  app: Koa;
}

/**
 * A database and an app with the real rate limits (factor 1) behind one trusted proxy, so each test can
 * be its own client address (X-Forwarded-For). Call at the top of a test file; `state` fills in beforeAll.
 */
export function useClassCodes(overrides: Record<string, string> = {}) {
  const config = testConfig({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1', ...overrides });
  const state = {} as ClassCodeState;
  let count = 0;

  async function account(fields: { isInstructor?: boolean; isAdmin?: boolean } = {}): Promise<Account> {
    count += 1;
    const [row] = await state.db
      .knex('users')
      .insert({ username: `staff${count}`, passwordHash: '$argon2id$not-a-real-hash', name: `Staff ${count}`, email: `staff${count}@example.org`, ...fields })
      .returning('id');
    const id = (row as { id: number }).id;
    return { id, cookie: await sessionCookieFor(state.db.knex, id, config.sessionSecret) };
  }

  /** A new code of `teacher`'s; returns the response (201 with the code). */
  const createCode = (teacher: Account, body: Record<string, unknown> = {}, lang?: 'en' | 'es') =>
    apiPost(state.app, '/api/instructor/class-codes', body, { cookie: teacher.cookie, lang });
  const listCodes = (teacher: Account) => apiGet(state.app, '/api/instructor/class-codes', teacher.cookie);

  /** A learner signs up from `ip`, with or without a class code. */
  const signUp = (ip: string, username: string, classCode?: string, lang?: 'en' | 'es') =>
    apiPost(
      state.app,
      '/api/auth/register',
      { username, name: 'Class Learner', email: `${username}@example.org`, password: 'sunny-garden-42', ...(classCode === undefined ? {} : { classCode }) },
      { lang, headers: { 'X-Forwarded-For': ip } },
    );

  beforeAll(async () => {
    state.db = await createTestDatabase();
    state.app = testApp(state.db.knex, { config });
  });
  afterAll(() => state.db.destroy());

  return { state, config, account, createCode, listCodes, signUp };
}
