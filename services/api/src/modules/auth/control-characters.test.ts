import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { testApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { passwordHashingStats } from './password.js';

// Issue 9, defect 7: a NUL in a username, email or name gave 500 on login, register, forgot-password
// and reset (after an argon2 hash on register and reset). The shared contract text rule refuses it first.
let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
});
afterAll(() => db.destroy());

const MESSAGE = 'Please remove hidden or special characters from this field.';
const ok = { username: 'nul-tester', name: 'Nul Tester', email: 'nul@example.org', password: 'sunny-garden-42', token: 'abc', code: '123456' };

const cases: [string, Record<string, string>, string][] = [
  ['/api/auth/login', { username: 'admin\u0000', password: 'x' }, 'username'],
  ['/api/auth/login', { username: 'admin', password: 'pass\u0000word' }, 'password'],
  ['/api/auth/register', { ...ok, username: 'nul\u0000tester' }, 'username'],
  ['/api/auth/register', { ...ok, name: 'Nul\u0000 Tester' }, 'name'],
  ['/api/auth/register', { ...ok, email: 'nul\u0000@example.org' }, 'email'],
  ['/api/auth/register', { ...ok, password: 'sunny-garden\u0000-42' }, 'password'],
  ['/api/auth/forgot-password', { email: 'nul@example.org\u0000' }, 'email'],
  ['/api/auth/reset-password', { token: 'abc\u0000', email: 'nul@example.org', password: 'sunny-garden-42' }, 'token'],
  ['/api/auth/reset-password', { token: 'abc', email: 'n\u0000ul@example.org', password: 'sunny-garden-42' }, 'email'],
  ['/api/auth/reset-password', { token: 'abc', email: 'nul@example.org', password: 'sunny\u0000garden-42' }, 'password'],
  ['/api/auth/login/two-factor', { code: '12345\u0000' }, 'code'],
  ['/api/auth/register', { ...ok, name: 'Nul \u001B[31mred' }, 'name'],
  ['/api/auth/register', { ...ok, name: 'Ana \u2067hidden\u2069' }, 'name'],
];

describe('control characters', () => {
  it.each(cases)('POST %s with one in %j answers 400 naming the field, before any hashing', async (path, body, field) => {
    const before = passwordHashingStats().started;
    const res = await apiPost(app, path, body);
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toBe(MESSAGE);
    expect(passwordHashingStats().started).toBe(before);
  });

  it('answers in Spanish', async () => {
    const res = await apiPost(app, '/api/auth/register', { ...ok, name: 'Nul\u0000' }, { lang: 'es' });
    expect(res.body.error.fields.name).toBe('Por favor, quite los caracteres ocultos o especiales de este campo.');
  });
});
