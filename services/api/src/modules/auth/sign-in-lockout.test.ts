import type Koa from 'koa';
import type { Response } from 'supertest';
import { apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { deviceCookieName } from './device-cookie.js';
import { hashPassword } from './password.js';

// Issue 30: strangers' wrong guesses used up the account's limit before the password was checked, so its
// owner was refused too (renewable, admins included, and a reset did not help). Device cookies (OWASP).
let db: TestDatabase;
let app: Koa;
const PASSWORD = 'the-right-password';
const LOCKED_EN = 'Too many wrong passwords for this account. To sign in now, use a phone or computer you signed in on before, or reset your password. Or wait a few minutes and try again.';
const LOCKED_ES = 'Demasiadas contraseñas incorrectas para esta cuenta. Para entrar ahora, use un teléfono o una computadora donde ya inició sesión, o restablezca su contraseña. O espere unos minutos e inténtelo de nuevo.';

beforeAll(async () => {
  db = await createTestDatabase();
  // The real limits: 10 per address and account, 30 per account from unknown browsers.
  app = testApp(db.knex, { config: testConfig({ TRUST_PROXY: '1', RATE_LIMIT_FACTOR: '1', STAFF_EMAIL: 'staff@example.org' }) });
  const passwordHash = await hashPassword(PASSWORD);
  const users = ['owner', 'stranded', 'mallory', 'boss', 'teacher', 'chief', 'tinker', 'reset-me'].map((username) => ({
    username,
    passwordHash,
    email: `${username}@example.org`,
    name: 'Test User',
    isAdmin: username === 'boss' || username === 'chief',
    isInstructor: username === 'teacher',
  }));
  await db.knex('users').insert(users);
});
afterAll(() => db.destroy());

interface Browser {
  ip: string;
  cookie?: string;
}

/** The Cookie header a browser would send next: its device cookie, as the last answer set it. */
function keepDeviceCookie(browser: Browser, res: Response): void {
  const header = res.headers['set-cookie'] as unknown;
  const lines = Array.isArray(header) ? (header as string[]) : [];
  const device = lines.find((line) => line.startsWith(`${deviceCookieName(false)}=`));
  if (device) browser.cookie = device.split(';')[0];
}

async function login(browser: Browser, username: string, password: string, lang?: 'es'): Promise<Response> {
  const res = await apiPost(app, '/api/auth/login', { username, password }, { cookie: browser.cookie, lang, headers: { 'X-Forwarded-For': browser.ip } });
  keepDeviceCookie(browser, res);
  return res;
}

/** Thirty wrong guesses from three addresses: the account's allowance for unknown browsers, used up. */
let attacks = 0;
async function attack(username: string): Promise<void> {
  attacks += 1;
  for (const ip of [1, 2, 3].map((host) => `203.0.${attacks}.${host}`)) {
    for (let i = 0; i < 10; i += 1) expect((await login({ ip }, username, `guess-${i}`)).status).toBe(401);
  }
}

describe('signing in while strangers guess the password', () => {
  it("lets the owner's browser in with its device cookie after 30 wrong guesses from three addresses", async () => {
    const phone: Browser = { ip: '198.51.100.7' };
    expect((await login(phone, 'owner', PASSWORD)).status).toBe(200);
    await attack('owner');
    const res = await login(phone, 'owner', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('owner');
    expect(phone.cookie).toMatch(/^reentry\.device=/);
  });

  it('refuses a new browser without a device cookie with the translated 429, even with the right password', async () => {
    await attack('stranded');
    const library: Browser = { ip: '198.51.100.8' };
    const en = await login(library, 'stranded', PASSWORD);
    expectSafeEnvelope(en, 429, 'RATE_LIMITED');
    expect(en.body.error.message).toBe(LOCKED_EN);
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(0);
    expect(en.headers['set-cookie']).toBeUndefined();
    expect((await login(library, 'stranded', PASSWORD, 'es')).body.error.message).toBe(LOCKED_ES);
    // A learner's lockout is not a staff alert.
    expect(await db.knex('audit_log').where({ action: 'user.sign_in_locked' })).toHaveLength(0);
  });

  it("gives no allowance to another account's device cookie or a forged one: their guesses count as a stranger's", async () => {
    const attacker: Browser = { ip: '203.0.113.9' };
    expect((await login(attacker, 'mallory', PASSWORD)).status).toBe(200);
    const mallorys = attacker.cookie!;
    const { id } = (await db.knex('users').where({ username: 'tinker' }).first('id')) as { id: number };
    const forged = `${deviceCookieName(false)}=${id}.${'A'.repeat(22)}.${'B'.repeat(22)}`;
    // Moved to another account: the MAC covers the account id.
    const moved = mallorys.replace(/=\d+\./, `=${id}.`);
    let guesses = 0;
    for (const cookie of [mallorys, forged, moved]) {
      for (const ip of ['203.0.113.10', '203.0.113.11', '203.0.113.12', '203.0.113.13']) {
        for (let i = 0; i < 3 && guesses < 30; i += 1, guesses += 1) {
          expect((await login({ ip, cookie }, 'tinker', `guess-${i}`)).status).toBe(401);
        }
      }
    }
    for (const cookie of [mallorys, forged, moved]) {
      const res = await login({ ip: '203.0.113.14', cookie }, 'tinker', PASSWORD);
      expectSafeEnvelope(res, 429, 'RATE_LIMITED');
      expect(res.body.error.message).toBe(LOCKED_EN);
    }
  });

  it("spends only the device's own allowance on its failures: a stranger's allowance from the same address is untouched", async () => {
    const laptop: Browser = { ip: '198.51.100.20' };
    expect((await login(laptop, 'teacher', PASSWORD)).status).toBe(200);
    const trusted = { ...laptop };
    for (let i = 0; i < 10; i += 1) expect((await login(trusted, 'teacher', `typo-${i}`)).status).toBe(401);
    expectSafeEnvelope(await login(trusted, 'teacher', PASSWORD), 429, 'RATE_LIMITED');
    // Another browser behind the same address (a classroom) still has the whole untrusted allowance.
    expect((await login({ ip: '198.51.100.20' }, 'teacher', `typo-x`)).status).toBe(401);
    expect((await login({ ip: '198.51.100.20' }, 'teacher', PASSWORD)).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('lifts the lockout for unknown browsers, and the browser that reset it is trusted from then on', async () => {
    await attack('reset-me');
    const newPhone: Browser = { ip: '198.51.100.30' };
    expect((await login(newPhone, 'reset-me', PASSWORD)).status).toBe(429);
    const forgot = await apiPost(app, '/api/auth/forgot-password', { email: 'reset-me@example.org' }, { headers: { 'X-Forwarded-For': newPhone.ip } });
    expect(forgot.status).toBe(200);
    const mail = (await db.knex('mail_outbox').where({ kind: 'password-reset' }).orderBy('id', 'desc').first('textBody')) as { textBody: string };
    const fragment = new URLSearchParams(/#(\S+)/.exec(mail.textBody)![1]);
    const reset = await apiPost(
      app,
      '/api/auth/reset-password',
      { token: fragment.get('token'), email: fragment.get('email'), password: 'a-brand-new-passphrase-9' },
      { headers: { 'X-Forwarded-For': newPhone.ip } },
    );
    expect(reset.status).toBe(200);
    keepDeviceCookie(newPhone, reset);
    // Any browser may try again, the right password gets in.
    expect((await login({ ip: '198.51.100.31' }, 'reset-me', 'a-brand-new-passphrase-9')).status).toBe(200);
    expect(newPhone.cookie).toMatch(/^reentry\.device=/);
    // Strangers lock new browsers out again; the phone that did the reset still gets in.
    await attack('reset-me');
    expect((await login(newPhone, 'reset-me', 'a-brand-new-passphrase-9')).status).toBe(200);
  });
});

describe('staff accounts', () => {
  it.each([
    ['boss', 'admin'],
    ['teacher', 'instructor'],
  ])('when %s (%s) is locked, staff get one audit entry and one mail to STAFF_EMAIL and every admin', async (username, role) => {
    const { id } = (await db.knex('users').where({ username }).first('id')) as { id: number };
    await db.knex('rate_limits').where('key', 'like', 'loginPer%').del();
    await attack(username);
    for (let i = 0; i < 3; i += 1) expect((await login({ ip: '203.0.113.50' }, username, PASSWORD)).status).toBe(429);
    const entries = await db.knex('audit_log').where({ action: 'user.sign_in_locked', targetType: 'user', targetId: String(id) });
    expect(entries).toHaveLength(1);
    expect(entries[0].actorUserId).toBeNull();
    expect(entries[0].detail).toMatchObject({ username, role, lastAddress: '203.0.113.50' });
    const mails = await db.knex('mail_outbox').where({ kind: 'staff-sign-in-locked' }).andWhere('subject', 'like', `%${username}%`);
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress.split(', ').sort()).toEqual(['boss@example.org', 'chief@example.org', 'staff@example.org']);
    expect(mails[0].subject).toBe(`Sign-in locked for the ${role} account ${username}`);
    expect(mails[0].textBody).not.toContain(PASSWORD);
  });
});
