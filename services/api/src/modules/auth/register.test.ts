import type Koa from 'koa';
import { userSchema } from '@reentry/contracts/user';
import { allKeys, apiGet, apiPost, sessionCookie } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
});
afterAll(() => db.destroy());

const valid = { username: 'rosa', name: 'Rosa Diaz', email: 'Rosa.Diaz@Example.org', password: 'sunny-garden-42' };
const register = (body: object, lang?: 'en' | 'es') => apiPost(app, '/api/auth/register', body, { lang });

describe('POST /api/auth/register', () => {
  it('answers 201 with the user (no password or hash anywhere) and logs the user in', async () => {
    const res = await register(valid);
    expect(res.status).toBe(201);
    const user = userSchema.strict().parse(res.body);
    expect(user).toMatchObject({ username: 'rosa', name: 'Rosa Diaz', email: 'rosa.diaz@example.org', isAdmin: false, isInstructor: false });
    expect(user.progress).toEqual({ completedModules: [], quizScores: {} });
    expect(allKeys(res.body).filter((key) => /pass|hash/i.test(key))).toEqual([]);
    expect(res.text).not.toMatch(/argon2|sunny-garden-42/);

    const me = await apiGet(app, '/api/auth/me', sessionCookie(res));
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    const stored = await db.knex('users').where({ id: user.id }).first();
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers 409 CONFLICT with a translated message for a taken username, ignoring case', async () => {
    await register({ ...valid, username: 'marco' });
    const en = await register({ ...valid, username: 'Marco', email: 'other@example.org' });
    expectSafeEnvelope(en, 409, 'CONFLICT');
    expect(en.body.error.message).toBe('That username is taken. Please choose another.');
    expect(en.headers['set-cookie']).toBeUndefined();
    const es = await register({ ...valid, username: 'marco' }, 'es');
    expect(es.body.error.message).toBe('Ese nombre de usuario ya está en uso. Por favor, elija otro.');
  });

  it('allows two accounts with one email (families may share an address)', async () => {
    const first = await register({ ...valid, username: 'shared-1', email: 'family@example.org' });
    const second = await register({ ...valid, username: 'shared-2', email: 'FAMILY@example.org' });
    expect([first.status, second.status]).toEqual([201, 201]);
  });

  const cases: [string, object, string, string, string][] = [
    ['username', { username: 'ab' }, 'Username must be at least 3 characters', 'El nombre de usuario debe tener al menos 3 caracteres', 'usernameMin'],
    ['username', { username: 'x'.repeat(51) }, 'Username must be 50 characters or less', 'El nombre de usuario debe tener 50 caracteres o menos', 'usernameMax'],
    ['name', { name: 'A' }, 'Name must be at least 2 characters', 'El nombre debe tener al menos 2 caracteres', 'nameMin'],
    ['email', { email: 'not-an-email' }, 'Invalid email address', 'Dirección de correo electrónico no válida', 'emailInvalid'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters', 'La contraseña debe tener al menos 6 caracteres', 'signupPasswordMin'],
    ['password', { password: 'x'.repeat(101) }, 'Password is too long', 'La contraseña es demasiado larga', 'passwordTooLong'],
  ];
  it.each(cases)('answers 400 VALIDATION_FAILED for a bad %s, in English and Spanish (%#)', async (field, change, english, spanish) => {
    const en = await register({ ...valid, username: 'checker', ...change });
    expectSafeEnvelope(en, 400, 'VALIDATION_FAILED');
    expect(en.body.error).toMatchObject({ message: english, fields: { [field]: english } });
    const es = await register({ ...valid, username: 'checker', ...change }, 'es');
    expect(es.body.error).toMatchObject({ message: spanish, fields: { [field]: spanish } });
    expect(es.headers.vary).toMatch(/Accept-Language/);
  });

  it('lists every missing field, the first one as the message', async () => {
    const res = await apiPost(app, '/api/auth/register', undefined);
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({
      username: 'Username must be at least 3 characters',
      name: 'Name must be at least 2 characters',
      email: 'Enter your email address. You can leave it empty only when you sign up with a class code.',
      password: 'Password must be at least 6 characters',
    });
    expect(res.body.error.message).toBe('Username must be at least 3 characters');
  });
});
