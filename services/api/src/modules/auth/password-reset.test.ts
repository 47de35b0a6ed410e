import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Koa from 'koa';
import { apiGet, apiPost, sessionCookie, sessionId } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { deliverQueuedMail } from '../../test/deliver-mail.js';
import { capturingLogger, testApp, testConfig } from '../../test/test-app.js';
import { createLogger } from '../../logger.js';
import { createMailer, outboxDir } from '../mail/mailer.js';

const PUBLIC_URL = 'https://learn.example.org';
let db: TestDatabase;
let app: Koa;
let dataDir: string;
/** What the server's outbox worker does in the background. */
let settlePasswordResetMail: () => Promise<void>;
const logs = capturingLogger('trace');

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'reset-test-'));
  const config = testConfig({ PUBLIC_URL, DATA_DIR: dataDir, TRUST_PROXY: '1' });
  // The real per-address limit (the tests use a new address each).
  config.rateLimits = { ...config.rateLimits, forgotPerEmail: { max: 5, windowSeconds: 3600 } };
  app = testApp(db.knex, { config, logger: logs.logger });
  const mailer = createMailer(config, createLogger('silent'));
  settlePasswordResetMail = () => deliverQueuedMail(db.knex, mailer);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
function outbox(): OutboxMail[] {
  const dir = outboxDir(dataDir);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutboxMail);
}
const mailsTo = (email: string) => outbox().filter((mail) => mail.to === email);

async function createAccount(username: string, password = 'first-password', email = `${username}@example.org`): Promise<string> {
  const res = await apiPost(app, '/api/auth/register', { username, name: 'Lena Park', email, password }, { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(res.status).toBe(201);
  return sessionCookie(res);
}
const forgot = (email: string, options: { lang?: 'en' | 'es'; headers?: Record<string, string> } = {}) =>
  apiPost(app, '/api/auth/forgot-password', { email }, options);
const reset = (body: object, lang?: 'en' | 'es') => apiPost(app, '/api/auth/reset-password', body, { lang });
const login = (username: string, password: string) => apiPost(app, '/api/auth/login', { username, password }, { headers: { 'X-Forwarded-Proto': 'https' } });

/** Asks for a reset link and returns its token, read from the mail as the user would. */
async function tokenFor(username: string): Promise<string> {
  const email = `${username}@example.org`;
  const before = mailsTo(email).length;
  expect((await forgot(email)).status).toBe(200);
  await settlePasswordResetMail();
  const mail = mailsTo(email)[before]!;
  return linkParams(/https?:\/\/\S+#\S+/.exec(mail.text)![0]).get('token')!;
}

/** The token and email a reset link carries in its fragment. */
function linkParams(link: string): URLSearchParams {
  return new URLSearchParams(new URL(link).hash.slice(1));
}

describe('POST /api/auth/forgot-password', () => {
  it('has saved the hashed token and queued the mail by the time it answers 200 (the worker sends it)', async () => {
    await createAccount('marco');
    const res = await forgot('marco@example.org');
    expect(res.status).toBe(200);
    const rows = await db.knex('password_resets').join('users', 'users.id', 'password_resets.user_id').where('users.username', 'marco');
    expect(rows).toHaveLength(1);
    const queued = await db.knex('mail_outbox').where({ toAddress: 'marco@example.org' });
    expect(queued.map((mail: { kind: string; status: string }) => [mail.kind, mail.status])).toEqual([['password-reset', 'pending']]);
    expect(mailsTo('marco@example.org')).toEqual([]);
    await settlePasswordResetMail();
    expect(mailsTo('marco@example.org')).toHaveLength(1);
  });

  it('answers the same for a known and an unknown email, and mails a link on PUBLIC_URL to the known one', async () => {
    await createAccount('lena');
    const known = await forgot('Lena@Example.org', { headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' } });
    const unknown = await forgot('nobody@example.org');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: "If an account exists with that email, we've sent instructions to reset your password." });
    expect(known.headers['set-cookie']).toBeUndefined();

    await settlePasswordResetMail();
    expect(mailsTo('nobody@example.org')).toEqual([]);
    const [mail] = mailsTo('lena@example.org');
    expect(mail!.subject).toBe('Reset your password');
    const link = new URL(/https?:\/\/\S+#\S+/.exec(mail!.text)![0]);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/reset-password');
    // Token and email ride in the fragment, which no server or proxy log ever sees.
    expect(link.search).toBe('');
    expect(linkParams(link.toString()).get('email')).toBe('lena@example.org');
    expect(linkParams(link.toString()).get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(`href="${link.toString().replace(/&/g, '&#38;')}"`);
    expect(readdirSync(outboxDir(dataDir)).some((name) => name.endsWith('.eml'))).toBe(true);

    // Only a hash of the token is stored.
    const stored = await db.knex('password_resets').select('tokenHash');
    expect(stored.map((row: { tokenHash: string }) => row.tokenHash)).not.toContain(linkParams(link.toString()).get('token'));
  });

  it('answers and mails in Spanish when asked', async () => {
    await createAccount('sofia');
    const res = await forgot('sofia@example.org', { lang: 'es' });
    expect(res.body.message).toBe('Si existe una cuenta con ese correo electrónico, le enviamos instrucciones para restablecer su contraseña.');
    await settlePasswordResetMail();
    expect(mailsTo('sofia@example.org')[0]!.subject).toBe('Restablezca su contraseña');
  });

  it('answers 400 with the field message for a bad email', async () => {
    const res = await forgot('nope');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({ email: 'Please enter a valid email address' });
    expect((await forgot('nope', { lang: 'es' })).body.error.message).toBe('Por favor, ingrese un correo electrónico válido');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session of the user, and does not log anyone in', async () => {
    const phone = await createAccount('omar');
    const laptop = sessionCookie(await login('omar', 'first-password'));
    const token = await tokenFor('omar');

    const res = await reset({ token, email: 'omar@example.org', password: 'second-password' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been changed. Please log in with your new password.' });
    // No logged-in session: at most a cleared cookie, and no session row for the user.
    expect(sessionId(sessionCookie(res)) ?? '').toBe('');
    const omar = await db.knex('users').where({ username: 'omar' }).first('id');
    expect(await db.knex('sessions').where({ userId: omar.id })).toEqual([]);

    for (const cookie of [phone, laptop]) expectSafeEnvelope(await apiGet(app, '/api/auth/me', cookie), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await login('omar', 'first-password'), 401, 'UNAUTHENTICATED');
    expect((await login('omar', 'second-password')).status).toBe(200);

    const reused = await reset({ token, email: 'omar@example.org', password: 'third-password' });
    expectSafeEnvelope(reused, 400, 'VALIDATION_FAILED');
    expect(reused.body.error.message).toBe('Invalid or expired password reset link');
  });

  it('of ten concurrent submits of one token, exactly one succeeds', async () => {
    await createAccount('nadia');
    const token = await tokenFor('nadia');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reset({ token, email: 'nadia@example.org', password: `parallel-${i}-password` })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(400)]);
    const winner = results.findIndex((res) => res.status === 200);
    expect((await login('nadia', `parallel-${winner}-password`)).status).toBe(200);
  });

  it('refuses an expired token, a wrong email and an unknown token, in English and Spanish', async () => {
    await createAccount('iris');
    await createAccount('ivan');
    const expired = await tokenFor('iris');
    await db.knex('password_resets').update({ expiresAt: new Date(Date.now() - 1000) });
    const fresh = await tokenFor('iris');
    for (const body of [
      { token: expired, email: 'iris@example.org', password: 'new-password' },
      { token: fresh, email: 'ivan@example.org', password: 'new-password' },
      { token: 'made-up-token', email: 'iris@example.org', password: 'new-password' },
    ]) {
      const res = await reset(body);
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.body.error.message).toBe('Invalid or expired password reset link');
      expect((await reset(body, 'es')).body.error.message).toBe('Enlace para restablecer la contraseña no válido o vencido');
    }
    // The wrong-email attempt did not spend the token.
    expect((await reset({ token: fresh, email: 'iris@example.org', password: 'new-password' })).status).toBe(200);
  });

  it('checks the new password rules (8 to 100 characters) and a missing token', async () => {
    const short = await reset({ token: 't', email: 'iris@example.org', password: 'short' });
    expect(short.body.error.fields).toEqual({ password: 'Password must be at least 8 characters' });
    const missing = await reset({ email: 'iris@example.org', password: 'long-enough' }, 'es');
    expect(missing.body.error.fields).toEqual({ token: 'Enlace para restablecer la contraseña no válido o vencido' });
  });
});

describe('an address shared by several accounts (issue 9, defect 4)', () => {
  it('gets one mail listing every account on it by quoted username, each with its own single-use link', async () => {
    await createAccount('abuela-rosa', 'first-password', 'Family.Home@example.org');
    await createAccount('nieto-leo', 'first-password', 'family.home@example.org');
    // Someone signs up on the family's address with a name meant to mislead the reader.
    await createAccount('Click.here-to.verify', 'first-password', 'FAMILY.HOME@example.org');
    const res = await forgot('Family.HOME@Example.org');
    expect(res.status).toBe(200);
    await settlePasswordResetMail();

    const mails = mailsTo('family.home@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    for (const username of ['abuela-rosa', 'nieto-leo', 'Click.here-to.verify']) expect(mail!.text).toContain(`Username: "${username}"`);
    expect(mail!.text).toContain('3 accounts use this email address');
    // No display name anywhere: the mail greets nobody by a name someone else chose.
    expect(mail!.text).not.toContain('Lena Park');
    expect(mail!.html).not.toContain('Lena Park');
    expect(mail!.text).toMatch(/Did not ask for this\? You can ignore this email/);
    expect(mail!.text).toContain(`${PUBLIC_URL}/contact`);

    const links = [...mail!.text.matchAll(/https?:\/\/\S+#\S+/g)].map((match) => match[0]);
    expect(links).toHaveLength(3);
    const tokens = links.map((link) => linkParams(link).get('token'));
    expect(new Set(tokens).size).toBe(3);
    // Each link resets its own account, once.
    const nieto = links[1]!;
    const done = await reset({ token: linkParams(nieto).get('token'), email: linkParams(nieto).get('email'), password: 'a-new-family-password' });
    expect(done.status).toBe(200);
    expect((await login('nieto-leo', 'a-new-family-password')).status).toBe(200);
    expect((await login('abuela-rosa', 'first-password')).status).toBe(200);
    const again = await reset({ token: linkParams(nieto).get('token'), email: 'family.home@example.org', password: 'another-new-password' });
    expectSafeEnvelope(again, 400, 'VALIDATION_FAILED');
  });

  it('writes the Spanish mail with the same parts', async () => {
    await createAccount('tia-marta', 'first-password', 'casa@example.org');
    await createAccount('tio-juan', 'first-password', 'casa@example.org');
    await forgot('casa@example.org', { lang: 'es' });
    await settlePasswordResetMail();
    const [mail] = mailsTo('casa@example.org');
    expect(mail!.subject).toBe('Restablezca su contraseña');
    expect(mail!.text).toContain('Nombre de usuario: "tia-marta"');
    expect(mail!.text).toContain('2 cuentas usan este correo electrónico');
    expect(mail!.text).toMatch(/¿No lo pidió usted\? Puede ignorar este correo/);
  });

  it('limits reset mails per address: the inbox cannot be flooded', async () => {
    await createAccount('inbox-owner', 'first-password', 'inbox@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // From seven different addresses: the per-address rule still holds.
      const res = await forgot('Inbox@Example.org', { headers: { 'X-Forwarded-For': `198.51.100.${i}` } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    await settlePasswordResetMail();
    expect(mailsTo('inbox@example.org')).toHaveLength(5);
  });
});

describe('secrets stay out of logs and request lines (issue 9, defect 12)', () => {
  it('never logs a reset link, token, password or email body, at any level', async () => {
    await createAccount('quiet', 'first-password');
    const token = await tokenFor('quiet');
    expect((await reset({ token, email: 'quiet@example.org', password: 'calm-river-password' })).status).toBe(200);
    const text = logs.text();
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(token);
    expect(text).not.toContain(encodeURIComponent(token));
    expect(text).not.toMatch(/reset-password#|reset-password\?token/);
    expect(text).not.toContain('calm-river-password');
    expect(text).not.toContain('first-password');
  });

  it('still writes mail to the outbox folder when no SMTP server is configured', () => {
    expect(readdirSync(outboxDir(dataDir)).some((name) => name.endsWith('.eml'))).toBe(true);
  });
});
