import type Koa from 'koa';
import { userSchema } from '@reentry/contracts/user';
import { apiGet, apiPost, sessionCookie, sessionId } from '../../test/api-client.js';
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
  for (const username of ['tomas', 'other']) {
    const res = await apiPost(app, '/api/auth/register', { username, name: 'Tomas Reyes', email: `${username}@example.org`, password: 'right-password' });
    expect(res.status).toBe(201);
  }
});
afterAll(() => db.destroy());

const login = (body: object, options: { cookie?: string; lang?: 'en' | 'es' } = {}) => apiPost(app, '/api/auth/login', body, options);
const me = (cookie: string) => apiGet(app, '/api/auth/me', cookie);

describe('POST /api/auth/login', () => {
  it('answers 200 with the user and a session cookie; the username ignores case', async () => {
    const res = await login({ username: 'Tomas', password: 'right-password' });
    expect(res.status).toBe(200);
    expect(userSchema.strict().parse(res.body).username).toBe('tomas');
    expect((await me(sessionCookie(res))).status).toBe(200);
  });

  it('gives the same 401 answer for an unknown user and a wrong password, in English and Spanish', async () => {
    const unknown = await login({ username: 'nobody', password: 'right-password' });
    const wrong = await login({ username: 'tomas', password: 'wrong-password' });
    expectSafeEnvelope(unknown, 401, 'UNAUTHENTICATED');
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe('Invalid username or password. Please try again.');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const es = await login({ username: 'nobody', password: 'x' }, { lang: 'es' });
    expect(es.body.error.message).toBe('Nombre de usuario o contraseña no válidos. Por favor, inténtelo de nuevo.');
  });

  it('takes about as long for an unknown user as for a wrong password (a hash is checked either way)', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await login({ username, password: 'wrong-password' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      unknown.push(await time('nobody'));
      known.push(await time('other'));
    }
    // An unknown user that skipped the hash would answer in ~2 ms against ~40 ms (a ratio near 0.05). A known
    // account also counts two more limits, which a busy machine's database makes slower: 0.49 was seen.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);
  });

  it.each([
    [{ password: 'x' }, 'username', 'Username is required', 'El nombre de usuario es obligatorio'],
    [{ username: 'tomas' }, 'password', 'Password is required', 'La contraseña es obligatoria'],
    [{ username: '   ', password: 'x' }, 'username', 'Username is required', 'El nombre de usuario es obligatorio'],
  ])('answers 400 with the field message for %j', async (body, field, english, spanish) => {
    const en = await login(body);
    expectSafeEnvelope(en, 400, 'VALIDATION_FAILED');
    expect(en.body.error.fields).toEqual({ [field]: english });
    expect((await login(body, { lang: 'es' })).body.error.fields).toEqual({ [field]: spanish });
  });

  it('starts a new session id at login: the id from before is deleted and no longer works', async () => {
    const other = await db.knex('users').where({ username: 'other' }).first('id');
    const before = await sessionCookieFor(db.knex, other.id, config.sessionSecret);
    const beforeId = sessionId(before)!;
    expect((await me(before)).body.username).toBe('other');

    const res = await login({ username: 'tomas', password: 'right-password' }, { cookie: before });
    expect(res.status).toBe(200);
    const after = sessionCookie(res);
    expect(sessionId(after)).toBeDefined();
    expect(sessionId(after)).not.toBe(beforeId);
    expect(await db.knex('sessions').where({ id: beforeId }).first()).toBeUndefined();
    expectSafeEnvelope(await me(before), 401, 'UNAUTHENTICATED');
    expect((await me(after)).body.username).toBe('tomas');
  });

  it('ignores a planted session id that the server never issued', async () => {
    const planted = 'reentry.sid=planted-by-attacker';
    const res = await login({ username: 'tomas', password: 'right-password' }, { cookie: planted });
    expect(sessionId(sessionCookie(res))).not.toBe('planted-by-attacker');
  });

  it('refuses a cross-origin POST with 403 before looking at credentials', async () => {
    const res = await apiPost(app, '/api/auth/login', { username: 'tomas', password: 'right-password' }, {
      headers: { Origin: 'https://evil.example' },
    });
    expectSafeEnvelope(res, 403, 'FORBIDDEN');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204, deletes the session row, and the old cookie then gets 401', async () => {
    const cookie = sessionCookie(await login({ username: 'tomas', password: 'right-password' }));
    const res = await apiPost(app, '/api/auth/logout', {}, { cookie });
    expect(res.status).toBe(204);
    expect(await db.knex('sessions').where({ id: sessionId(cookie) }).first()).toBeUndefined();
    expectSafeEnvelope(await me(cookie), 401, 'UNAUTHENTICATED');
  });

  it('answers 204 for a visitor who is not logged in, also without a body', async () => {
    expect((await apiPost(app, '/api/auth/logout', undefined)).status).toBe(204);
  });
});
