import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { testApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { hashPassword } from '../auth/password.js';
import { createUser } from './users.service.js';
import { usernameSkeletons } from './username.js';

// Issue 9, defect 6: full-width, zero-width, soft-hyphen, Cyrillic, bidi-override and combining-mark
// variants of "learner" and "admin" were accepted as new accounts.
let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
  const passwordHash = await hashPassword('the-right-password');
  for (const username of ['learner', 'admin']) await createUser(db.knex, { username, passwordHash, email: `${username}@example.org`, name: 'Demo' });
});
afterAll(() => db.destroy());

const register = (username: string, lang?: 'es') =>
  apiPost(app, '/api/auth/register', { username, name: 'New Person', email: 'new@example.org', password: 'sunny-garden-42' }, { lang });

const CHARACTERS = 'Username can use only letters, numbers, dots (.), dashes (-) and underscores (_)';
const CONTROL = 'Please remove hidden or special characters from this field.';

describe('usernames that pass for another', () => {
  it.each([
    ['full-width', 'ｌｅａｒｎｅｒ', 409, 'That username is taken. Please choose another.'],
    ['full-width capitals', 'ＡＤＭＩＮ', 409, 'That username is taken. Please choose another.'],
    ['zero-width space', 'lear\u200Bner', 400, CHARACTERS],
    ['zero-width joiner', 'ad\u200Dmin', 400, CHARACTERS],
    ['soft hyphen', 'ad\u00ADmin', 400, CHARACTERS],
    ['Cyrillic a', '\u0430dmin', 400, CHARACTERS],
    ['Cyrillic e', 'l\u0435arner', 400, CHARACTERS],
    ['right-to-left override', '\u202Enimda', 400, CONTROL],
    ['combining mark', 'admin\u0301', 400, CHARACTERS],
    ['combining overlay', 'le\u0336arner', 400, CHARACTERS],
    ['rn for m', 'adrnin', 409, 'That username looks too much like another one. Please choose another.'],
    ['capital I for l', 'Iearner', 409, 'That username looks too much like another one. Please choose another.'],
    ['1 for l', '1earner', 409, 'That username looks too much like another one. Please choose another.'],
  ])('refuses a %s variant (%j) with %d', async (_kind, username, status, message) => {
    const res = await register(username);
    expectSafeEnvelope(res, status, status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED');
    expect(res.body.error.message).toBe(message);
  });

  it('refuses in Spanish too', async () => {
    expect((await register('adrnin', 'es')).body.error.message).toBe('Ese nombre de usuario se parece demasiado a otro. Por favor, elija otro.');
    expect((await register('ad min', 'es')).body.error.message).toBe(
      'El nombre de usuario solo puede tener letras, números, puntos (.), guiones (-) y guiones bajos (_)',
    );
  });

  it('stores the NFKC form, lets Spanish names in, and logs in with any width or case of the name', async () => {
    const created = await register('ｊｏｓé.ñúñez');
    expect(created.status).toBe(201);
    expect(created.body.username).toBe('josé.ñúñez');
    const login = await apiPost(app, '/api/auth/login', { username: 'JOSÉ.ÑÚÑEZ', password: 'sunny-garden-42' });
    expect(login.status).toBe(200);
  });

  it('holds under a race: two look-alikes signed up at once give one account', async () => {
    const results = await Promise.all([register('sameish'), register('sarneish')]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('computes the same keys for names that only look alike', () => {
    expect(usernameSkeletons('adrnin').lower).toBe(usernameSkeletons('admin').lower);
    expect(usernameSkeletons('PaypaI').upper).toBe(usernameSkeletons('paypal').upper);
    expect(usernameSkeletons('maria')).not.toEqual(usernameSkeletons('mario'));
  });
});
