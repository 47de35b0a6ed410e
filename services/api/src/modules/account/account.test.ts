// Issue 31 section 1, "My account": the profile, a new name, the language, and hostile input.
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { accountProfileSchema } from '@reentry/contracts/account';
import { apiGet, apiPost, sessionCookie } from '../../test/api-client.js';
import { PASSWORD, useAccountApp } from '../../test/account-kit.js';
import { auditRows } from '../../test/admin-kit.js';
import { expectDocumented } from '../../test/openapi-check.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

const kit = useAccountApp();

async function passAll(cookie: string) {
  for (const moduleId of [1, 2, 3, 4, 5]) {
    const answers = getQuizAnswerKey('en', moduleId)!.answers.map((answer) => answer.correctAnswer);
    expect((await apiPost(kit.app(), '/api/modules/complete', { moduleId, answers }, { cookie })).status).toBe(200);
  }
}

describe('GET /api/account', () => {
  it('gives the signed-in learner their own profile, and a visitor 401', async () => {
    const user = await kit.signedUp();
    const res = await kit.profile(user.cookie);
    expect(res.status).toBe(200);
    expectDocumented(res, 'GET', '/api/account');
    expect(accountProfileSchema.parse(res.body)).toEqual({ username: user.username, name: 'Lena Park', email: user.email, emailVerified: false, locale: 'en', pendingEmail: null, twoFactor: false });
    expect(res.headers['cache-control']).toContain('no-store');
    expectSafeEnvelope(await apiGet(kit.app(), '/api/account'), 401, 'UNAUTHENTICATED');
  });
});

describe('PATCH /api/account { name }', () => {
  it('changes the name (audited without it); a certificate keeps its printed name until the learner asks for a new one', async () => {
    const user = await kit.signedUp({ name: 'Ana Núñez' });
    await passAll(user.cookie);
    const first = await apiPost(kit.app(), '/api/certificates', { nameFormat: 'full' }, { cookie: user.cookie });
    const oldCode = first.body.certificates[0].code as string;

    const res = await kit.patch(user.cookie, { name: '  Ana María Núñez ' });
    expect(res.status).toBe(200);
    expectDocumented(res, 'PATCH', '/api/account');
    expect(res.body.name).toBe('Ana María Núñez');
    const [audit] = await auditRows(kit.knex(), 'account.name_changed');
    expect(audit).toMatchObject({ actorUsername: user.username, targetId: String(user.id) });
    expect(JSON.stringify(audit)).not.toContain('Ana');

    // The certificate is a record: it still says the old name, and still verifies.
    const mine = await apiGet(kit.app(), '/api/certificates', user.cookie);
    expect(mine.body.certificates[0]).toMatchObject({ code: oldCode, printedName: 'Ana Núñez', status: 'valid' });
    expect(mine.body.names.full).toBe('Ana María Núñez');
    // The same request as before (the same format) now makes one in the new name; the old one stays valid.
    const again = await apiPost(kit.app(), '/api/certificates', { nameFormat: 'full' }, { cookie: user.cookie });
    expect(again.body.certificates[0]).toMatchObject({ printedName: 'Ana María Núñez', status: 'valid' });
    expect(again.body.certificates[0].code).not.toBe(oldCode);
    expect((await apiGet(kit.app(), `/api/certificates/${oldCode}`)).body).toMatchObject({ status: 'valid', printedName: 'Ana Núñez' });
    // Asking once more changes nothing.
    const third = await apiPost(kit.app(), '/api/certificates', { nameFormat: 'full' }, { cookie: user.cookie });
    expect(third.body.certificates[0].code).toBe(again.body.certificates[0].code);
  });

  it('refuses a visitor, a request without the CSRF header, and changes only the caller', async () => {
    const user = await kit.signedUp();
    const other = await kit.signedUp();
    expectSafeEnvelope(await kit.patch(undefined, { name: 'Someone Else' }), 401, 'UNAUTHENTICATED');
    const noCsrf = await kit.patch(user.cookie, { name: 'Someone Else' }, 'en', { 'X-Requested-With': '' });
    expect(noCsrf.status).toBe(403);
    // An id in the body is ignored: the account is the session's.
    expect((await kit.patch(user.cookie, { name: 'Mine Only', id: other.id, username: other.username })).status).toBe(200);
    expect((await kit.profile(other.cookie)).body.name).toBe('Lena Park');
  });

  it.each([
    ['NUL byte', { name: 'Ana\u0000' }],
    ['10k characters', { name: 'x'.repeat(10_000) }],
    ['a number', { name: 42 }],
    ['an array', { name: ['Ana'] }],
    ['nothing', {}],
    ['a language the site lacks', { locale: 'fr' }],
  ])('answers %s with a translated 400, never a 500', async (_label, body) => {
    const user = await kit.signedUp();
    const res = await kit.patch(user.cookie, body, 'es');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(res.body)).not.toMatch(/must|Invalid input/);
    expect((await kit.knex()('users').where({ id: user.id }).first('isAdmin', 'name'))).toEqual({ isAdmin: false, name: 'Lena Park' });
  });

  it('refuses a __proto__ key (the body parser answers 400 before any route), and changes nothing', async () => {
    const user = await kit.signedUp();
    const res = await kit.patch(user.cookie, JSON.parse('{"__proto__": {"isAdmin": true}, "name": "Proto Name"}') as object);
    expectSafeEnvelope(res, 400, 'INVALID_JSON');
    expect(await kit.knex()('users').where({ id: user.id }).first('isAdmin', 'name')).toEqual({ isAdmin: false, name: 'Lena Park' });
  });

  it('accepts emoji in a name', async () => {
    const user = await kit.signedUp();
    expect((await kit.patch(user.cookie, { name: 'Ana 🌻 Núñez' })).body.name).toBe('Ana 🌻 Núñez');
  });
});

describe('PATCH /api/account { locale }', () => {
  it('keeps the language on the account and sets it as the browser\'s language at the next sign-in', async () => {
    const user = await kit.signedUp();
    const res = await kit.patch(user.cookie, { locale: 'es' });
    expect(res.status).toBe(200);
    expect(res.body.locale).toBe('es');
    expect(await auditRows(kit.knex(), 'account.locale_changed')).toEqual(expect.arrayContaining([expect.objectContaining({ targetId: String(user.id) })]));
    const login = await kit.login(user.username, PASSWORD);
    expect(login.status).toBe(200);
    expect(String(login.headers['set-cookie'])).toMatch(/(^|,\s*)locale=es; path=\/; expires=[^;]+; samesite=lax(; secure)?(,|$)/);
  });

  it('leaves the language of a browser where one was chosen before signing in', async () => {
    const user = await kit.signedUp();
    await kit.patch(user.cookie, { locale: 'es' });
    const login = await apiPost(kit.app(), '/api/auth/login', { username: user.username, password: PASSWORD }, { cookie: 'locale=en', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(login.status).toBe(200);
    expect(String(login.headers['set-cookie'])).not.toContain('locale=');
  });

  it('sets no language cookie for an account that has none saved, and saves the one the browser uses', async () => {
    const user = await kit.signedUp();
    await kit.knex()('users').where({ id: user.id }).update({ locale: null });
    const login = await apiPost(kit.app(), '/api/auth/login', { username: user.username, password: PASSWORD }, { cookie: 'locale=es', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(login.status).toBe(200);
    expect(String(login.headers['set-cookie'])).not.toContain('locale=');
    expect((await kit.profile(user.cookie)).body.locale).toBe('es');
  });
});

// Issue 39: a learner using the site in Spanish was told on My account, and in the export, that no language
// was chosen (`locale: null`): the language was kept only when chosen on My account.
describe('the language the learner uses is kept on the account', () => {
  const signUp = (username: string, options: { lang?: 'en' | 'es'; cookie?: string }) =>
    apiPost(kit.app(), '/api/auth/register', { username, name: 'Lena Park', email: `${username}@example.org`, password: PASSWORD }, { ...options, headers: { 'X-Forwarded-Proto': 'https' } });

  it.each([
    ['the page in Spanish (the API client sends its language)', { lang: 'es' as const }, 'es'],
    ['a browser whose pages are in Spanish (the language cookie), sending no language', { cookie: 'locale=es' }, 'es'],
    ['the language cookie, over a browser that asks for English', { cookie: 'locale=es', lang: 'en' as const }, 'es'],
    ['the page in English', { lang: 'en' as const }, 'en'],
  ])('at sign-up: %s', async (_case, options, expected) => {
    const username = `lang-${Math.random().toString(36).slice(2, 9)}`;
    const res = await signUp(username, options);
    expect(res.status).toBe(201);
    const cookie = sessionCookie(res);
    expect((await kit.profile(cookie)).body.locale).toBe(expected);
    const exported = await kit.exportData(cookie);
    expect(exported.status).toBe(200);
    expect(exported.body.profile.locale).toBe(expected);
  });

  it('when the learner switches language while signed in (the toggle saves it): My account and the export show it', async () => {
    const user = await kit.signedUp();
    expect((await kit.patch(user.cookie, { locale: 'es' }, 'es')).status).toBe(200);
    expect((await kit.profile(user.cookie)).body.locale).toBe('es');
    expect((await kit.exportData(user.cookie)).body.profile.locale).toBe('es');
  });
});
