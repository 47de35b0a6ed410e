import type Koa from 'koa';
import { Secret, TOTP } from 'otpauth';
import { recoveryCodesResponseSchema, twoFactorSetupResponseSchema, twoFactorStatusSchema } from '@reentry/contracts/account-security';
import { apiGet, apiPost, sessionCookie } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { hashPassword } from '../auth/password.js';

// Issue 9, defect 14: two-step sign-in (TOTP, RFC 6238) with one-time recovery codes; required for admins.
let db: TestDatabase;
let app: Koa;
const PASSWORD = 'the-right-password';

beforeAll(async () => {
  db = await createTestDatabase();
  const config = testConfig({ REQUIRE_ADMIN_2FA: 'true' });
  config.rateLimits = { ...config.rateLimits, twoFactorPerUser: { max: 6, windowSeconds: 900 } };
  app = testApp(db.knex, { config });
  const passwordHash = await hashPassword(PASSWORD);
  await db.knex('users').insert(
    ['tess', 'rita', 'ada', 'lee', 'noah', 'edie'].map((username) => ({
      username, passwordHash, email: `${username}@example.org`, name: username, isAdmin: username === 'ada', isContentEditor: username === 'edie',
    })),
  );
});
afterAll(() => db.destroy());
beforeEach(() => db.knex('rate_limits').del());

const logIn = (username: string) => apiPost(app, '/api/auth/login', { username, password: PASSWORD });
const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** Signs in, turns two-step sign-in on, and returns the secret, the recovery codes and the session. */
async function enrol(username: string) {
  const cookie = sessionCookie(await logIn(username));
  const setup = twoFactorSetupResponseSchema.parse((await apiPost(app, '/api/auth/two-factor/setup', { password: PASSWORD }, { cookie })).body);
  const enabled = await apiPost(app, '/api/auth/two-factor/enable', { code: codeAt(setup.secret) }, { cookie });
  expect(enabled.status).toBe(200);
  return { secret: setup.secret, recoveryCodes: recoveryCodesResponseSchema.parse(enabled.body).recoveryCodes, cookie };
}

describe('setting up two-step sign-in', () => {
  it('shows the secret and a QR code once, stores it encrypted, and turns on only with a right code', async () => {
    const elsewhere = sessionCookie(await logIn('tess'));
    const cookie = sessionCookie(await logIn('tess'));
    expect(twoFactorStatusSchema.parse((await apiGet(app, '/api/auth/two-factor', cookie)).body)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const wrongPassword = await apiPost(app, '/api/auth/two-factor/setup', { password: 'not-it' }, { cookie });
    expectSafeEnvelope(wrongPassword, 400, 'VALIDATION_FAILED');
    const setup = await apiPost(app, '/api/auth/two-factor/setup', { password: PASSWORD }, { cookie });
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl, qrCode } = twoFactorSetupResponseSchema.parse(setup.body);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Reentry%20Financial%20Literacy:tess\?/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);
    const stored = await db.knex('two_factor').first();
    expect(stored.secretEncrypted).not.toContain(secret);
    expect(stored.enabledAt).toBeNull();

    expectSafeEnvelope(await apiPost(app, '/api/auth/two-factor/enable', { code: '000000' }, { cookie }), 400, 'VALIDATION_FAILED');
    const enabled = await apiPost(app, '/api/auth/two-factor/enable', { code: codeAt(secret) }, { cookie });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = recoveryCodesResponseSchema.parse(enabled.body);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const hashes = (await db.knex('recovery_codes').pluck('codeHash')) as string[];
    for (const code of recoveryCodes) expect(hashes.join()).not.toContain(code.replace('-', ''));

    // Never shown again; sessions that skipped the second step have ended.
    const status = await apiGet(app, '/api/auth/two-factor', cookie);
    expect(status.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(status.text).not.toContain(secret);
    expectSafeEnvelope(await apiPost(app, '/api/auth/two-factor/setup', { password: PASSWORD }, { cookie }), 409, 'CONFLICT');
    expectSafeEnvelope(await apiGet(app, '/api/auth/me', elsewhere), 401, 'UNAUTHENTICATED');
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for the code after the password, signs in with it, and refuses the same code again', async () => {
    const { secret } = await enrol('rita');
    const first = await logIn('rita');
    expectSafeEnvelope(first, 401, 'TWO_FACTOR_REQUIRED');
    expect(first.body.error.message).toBe('Enter the 6-digit code from your authenticator app.');
    const pending = sessionCookie(first);
    // The password alone signs no one in.
    expectSafeEnvelope(await apiGet(app, '/api/auth/me', pending), 401, 'UNAUTHENTICATED');

    expectSafeEnvelope(await apiPost(app, '/api/auth/login/two-factor', { code: '123456' }, { cookie: pending }), 400, 'VALIDATION_FAILED');
    const code = codeAt(secret, 1);
    const done = await apiPost(app, '/api/auth/login/two-factor', { code }, { cookie: pending });
    expect(done.status).toBe(200);
    expect(done.body.username).toBe('rita');
    expect((await apiGet(app, '/api/auth/me', sessionCookie(done))).body.username).toBe('rita');

    // A code seen over a shoulder cannot be used again.
    const again = sessionCookie(await logIn('rita'));
    expectSafeEnvelope(await apiPost(app, '/api/auth/login/two-factor', { code }, { cookie: again }), 400, 'VALIDATION_FAILED');
  });

  let leeCodes: string[] = [];

  it('takes each recovery code once', async () => {
    const { recoveryCodes } = await enrol('lee');
    leeCodes = recoveryCodes;
    const pending = sessionCookie(await logIn('lee'));
    expect((await apiPost(app, '/api/auth/login/two-factor', { code: recoveryCodes[0]!.toUpperCase() }, { cookie: pending })).status).toBe(200);
    const second = sessionCookie(await logIn('lee'));
    expectSafeEnvelope(await apiPost(app, '/api/auth/login/two-factor', { code: recoveryCodes[0]! }, { cookie: second }), 400, 'VALIDATION_FAILED');
    expect((await apiPost(app, '/api/auth/login/two-factor', { code: recoveryCodes[1]! }, { cookie: second })).status).toBe(200);
  });

  it('limits code guesses per account (429), and the second step expires', async () => {
    const pending = sessionCookie(await logIn('lee'));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await apiPost(app, '/api/auth/login/two-factor', { code: `10000${i}` }, { cookie: pending })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
    await db.knex('rate_limits').del();
    await db.knex('sessions').update({ data: db.knex.raw(`jsonb_set(data, '{pendingTwoFactor,until}', to_jsonb(0))`) });
    const late = await apiPost(app, '/api/auth/login/two-factor', { code: '100000' }, { cookie: pending });
    expectSafeEnvelope(late, 401, 'UNAUTHENTICATED');
    expect(late.body.error.message).toBe('Your sign-in took too long. Please log in again.');
    expectSafeEnvelope(await apiPost(app, '/api/auth/login/two-factor', { code: '100000' }), 401, 'UNAUTHENTICATED');
  });

  it('turns off only with the password and a code', async () => {
    const pending = sessionCookie(await logIn('lee'));
    const cookie = sessionCookie(await apiPost(app, '/api/auth/login/two-factor', { code: leeCodes[2]! }, { cookie: pending }));
    const off = (body: object) => apiPost(app, '/api/auth/two-factor/disable', body, { cookie });
    expect((await off({ password: 'not-it', code: leeCodes[3]! })).body.error.fields).toEqual({ password: 'Your current password is not right. Please try again.' });
    expect((await off({ password: PASSWORD, code: '999999' })).body.error.fields).toEqual({
      code: 'Enter the 6-digit code from your app, or one of your recovery codes',
    });
    expect((await off({ password: PASSWORD, code: leeCodes[3]! })).status).toBe(204);
    expect((await apiGet(app, '/api/auth/two-factor', cookie)).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await logIn('lee')).status).toBe(200);
  });
});

describe('admins and two-step sign-in', () => {
  it('answers 403 TWO_FACTOR_ENROLMENT_REQUIRED to an admin without it, then lets them in once it is on', async () => {
    const cookie = sessionCookie(await logIn('ada'));
    expect((await apiGet(app, '/api/auth/two-factor', cookie)).body).toMatchObject({ enabled: false, required: true });
    const refused = await apiGet(app, '/api/admin/audit-log', cookie);
    expectSafeEnvelope(refused, 403, 'TWO_FACTOR_ENROLMENT_REQUIRED');
    expect(refused.body.error.message).toBe('Please set up two-step sign-in before you use the admin pages.');

    const setup = twoFactorSetupResponseSchema.parse((await apiPost(app, '/api/auth/two-factor/setup', { password: PASSWORD }, { cookie })).body);
    expect((await apiPost(app, '/api/auth/two-factor/enable', { code: codeAt(setup.secret) }, { cookie })).status).toBe(200);
    expect((await apiGet(app, '/api/admin/audit-log', cookie)).status).toBe(200);
  });

  it('asks the same of a content editor: the content studio answers 403 TWO_FACTOR_ENROLMENT_REQUIRED until it is on', async () => {
    const cookie = sessionCookie(await logIn('edie'));
    expect((await apiGet(app, '/api/auth/two-factor', cookie)).body).toMatchObject({ enabled: false, required: true });
    expectSafeEnvelope(await apiGet(app, '/api/admin/content', cookie), 403, 'TWO_FACTOR_ENROLMENT_REQUIRED');
    const setup = twoFactorSetupResponseSchema.parse((await apiPost(app, '/api/auth/two-factor/setup', { password: PASSWORD }, { cookie })).body);
    expect((await apiPost(app, '/api/auth/two-factor/enable', { code: codeAt(setup.secret) }, { cookie })).status).toBe(200);
    expect((await apiGet(app, '/api/admin/content', cookie)).status).toBe(200);
    // Still an editor only: the rest of the dashboard stays closed.
    expectSafeEnvelope(await apiGet(app, '/api/admin/audit-log', cookie), 403, 'FORBIDDEN');
  });

  it('answers 403 FORBIDDEN to a non-admin and 401 to a visitor', async () => {
    expectSafeEnvelope(await apiGet(app, '/api/admin/audit-log', sessionCookie(await logIn('noah'))), 403, 'FORBIDDEN');
    expectSafeEnvelope(await apiGet(app, '/api/admin/audit-log'), 401, 'UNAUTHENTICATED');
  });
});
