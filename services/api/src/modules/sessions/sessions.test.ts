import type Koa from 'koa';
import { accountSessionListSchema } from '@reentry/contracts/account-security';
import { apiGet, apiPost, sessionCookie, sessionId, sessionSetCookies } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { testApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { hashPassword } from '../auth/password.js';

// Issue 9, defect 10: sessions had one fixed 7-day lifetime, no idle timeout, no absolute cap, and a
// signed-in user could neither change their password nor see and end their other sessions.
let db: TestDatabase;
let app: Koa;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
  const passwordHash = await hashPassword('the-right-password');
  await db.knex('users').insert([
    { username: 'lea', passwordHash, email: 'lea@example.org', name: 'Lea' },
    { username: 'ines', passwordHash, email: 'ines@example.org', name: 'Ines', isInstructor: true },
    { username: 'boss', passwordHash, email: 'boss@example.org', name: 'Boss', isAdmin: true },
    { username: 'mover', passwordHash, email: 'mover@example.org', name: 'Mover' },
  ]);
});
afterAll(() => db.destroy());

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

async function logIn(username: string, remember?: boolean, device = 'Test Browser') {
  const res = await apiPost(app, '/api/auth/login', { username, password: 'the-right-password', remember }, { headers: { 'User-Agent': device } });
  expect(res.status).toBe(200);
  return res;
}
const me = (cookie: string) => apiGet(app, '/api/auth/me', cookie);
const row = (cookie: string) => db.knex('sessions').where({ id: decodeURIComponent(sessionId(cookie)!) }).first();

/** Moves a session's clock back, as if `idleFor` ms passed since its last activity (and `age` since login). */
async function age(cookie: string, { idleFor = 0, age: sinceLogin = idleFor }: { idleFor?: number; age?: number }) {
  const { data } = await row(cookie);
  const now = Date.now();
  await db.knex('sessions').where({ id: decodeURIComponent(sessionId(cookie)!) }).update({ data: { ...data, lastSeenAt: now - idleFor, createdAt: now - sinceLogin } });
}

describe('session lifetimes', () => {
  it('gives a learner a browser-session cookie and 30 minutes idle by default', async () => {
    const res = await logIn('lea');
    for (const line of sessionSetCookies(res)) expect(line).not.toMatch(/expires=|max-age=/i);
    const { expiresAt } = await row(sessionCookie(res));
    expect(Math.abs(new Date(expiresAt).getTime() - (Date.now() + 30 * MINUTE))).toBeLessThan(5000);
  });

  it('keeps a learner who ticked "Keep me signed in" for 7 days of inactivity, with a lasting cookie', async () => {
    const res = await logIn('lea', true);
    const line = sessionSetCookies(res).find((cookie) => cookie.startsWith('reentry.sid='))!;
    expect(line).toMatch(/expires=/i);
    const cookie = sessionCookie(res);
    await age(cookie, { idleFor: 6 * DAY });
    expect((await me(cookie)).status).toBe(200);
    await age(cookie, { idleFor: 7 * DAY + MINUTE });
    expectSafeEnvelope(await me(cookie), 401, 'UNAUTHENTICATED');
  });

  it.each(['ines', 'boss'])('gives staff (%s) 30 minutes idle and a browser-session cookie even when they tick the box', async (username) => {
    const res = await logIn(username, true);
    for (const line of sessionSetCookies(res)) expect(line).not.toMatch(/expires=|max-age=/i);
    const cookie = sessionCookie(res);
    await age(cookie, { idleFor: 29 * MINUTE });
    expect((await me(cookie)).status).toBe(200);
    await age(cookie, { idleFor: 31 * MINUTE });
    expectSafeEnvelope(await me(cookie), 401, 'UNAUTHENTICATED');
    expect(await row(cookie)).toBeUndefined();
  });

  it('rolls on activity, but not on the automatic "am I signed in" check', async () => {
    const cookie = sessionCookie(await logIn('lea'));
    await age(cookie, { idleFor: 20 * MINUTE });
    await me(cookie);
    expect(Date.now() - (await row(cookie)).data.lastSeenAt).toBeGreaterThan(19 * MINUTE);
    expect((await apiGet(app, '/api/auth/sessions', cookie)).status).toBe(200);
    const after = await row(cookie);
    expect(Date.now() - after.data.lastSeenAt).toBeLessThan(5000);
    expect(Math.abs(new Date(after.expiresAt).getTime() - (Date.now() + 30 * MINUTE))).toBeLessThan(5000);
  });

  it('caps every session by an absolute lifetime, however active', async () => {
    const learner = sessionCookie(await logIn('lea'));
    await age(learner, { idleFor: 0, age: 12 * 60 * MINUTE + MINUTE });
    expectSafeEnvelope(await me(learner), 401, 'UNAUTHENTICATED');
    const remembered = sessionCookie(await logIn('lea', true));
    await age(remembered, { idleFor: 0, age: 29 * DAY });
    expect((await me(remembered)).status).toBe(200);
    await age(remembered, { idleFor: 0, age: 30 * DAY + MINUTE });
    expectSafeEnvelope(await me(remembered), 401, 'UNAUTHENTICATED');
  });
});

describe('the signed-in user manages their sessions', () => {
  it('lists them (this device first, no session secrets), ends one, then all the others', async () => {
    await db.knex('sessions').del();
    const phone = sessionCookie(await logIn('mover', false, ANDROID_CHROME));
    const laptop = sessionCookie(await logIn('mover', true, WINDOWS_EDGE));
    const library = sessionCookie(await logIn('mover', false, IPHONE_SAFARI));

    const listed = await apiGet(app, '/api/auth/sessions', laptop);
    expect(listed.headers['cache-control']).toBe('no-store');
    const sessions = accountSessionListSchema.parse(listed.body);
    expect(sessions[0]).toMatchObject({ browser: 'Microsoft Edge', system: 'Windows', current: true, remembered: true });
    expect(sessions.slice(1).every((session) => !session.current && !session.remembered)).toBe(true);
    // What a person recognises, read from each User-Agent; the raw strings are never sent.
    expect(sessions.map((session) => `${session.browser} on ${session.system}`).sort()).toEqual(['Chrome on Android', 'Microsoft Edge on Windows', 'Safari on iPhone']);
    for (const agent of [ANDROID_CHROME, WINDOWS_EDGE, IPHONE_SAFARI]) expect(listed.text).not.toContain(agent.slice(0, 40));
    for (const cookie of [phone, laptop, library]) expect(listed.text).not.toContain(decodeURIComponent(sessionId(cookie)!));

    const libraryHandle = sessions.find((session) => session.system === 'iPhone')!.id;
    expect((await apiPost(app, '/api/auth/sessions/end', { id: libraryHandle }, { cookie: laptop })).status).toBe(204);
    expectSafeEnvelope(await me(library), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await apiPost(app, '/api/auth/sessions/end', { id: libraryHandle }, { cookie: laptop }), 404, 'NOT_FOUND');
    // Someone else's session cannot be ended by its handle.
    const stranger = sessionCookie(await logIn('lea'));
    expectSafeEnvelope(await apiPost(app, '/api/auth/sessions/end', { id: sessions[1]!.id }, { cookie: stranger }), 404, 'NOT_FOUND');

    const ended = await apiPost(app, '/api/auth/sessions/end-others', {}, { cookie: laptop });
    expect(ended.body).toEqual({ ended: 1 });
    expectSafeEnvelope(await me(phone), 401, 'UNAUTHENTICATED');
    expect((await me(laptop)).status).toBe(200);
  });

  it('needs a session for all of it', async () => {
    expectSafeEnvelope(await apiGet(app, '/api/auth/sessions'), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await apiPost(app, '/api/auth/sessions/end-others', {}), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await apiPost(app, '/api/auth/change-password', { currentPassword: 'x', newPassword: 'green river morning' }), 401, 'UNAUTHENTICATED');
  });

  it('changes the password with the current one; the other sessions end, this one goes on under a new id', async () => {
    const other = sessionCookie(await logIn('mover'));
    const here = sessionCookie(await logIn('mover'));
    const wrong = await apiPost(app, '/api/auth/change-password', { currentPassword: 'not-it', newPassword: 'green river morning' }, { cookie: here });
    expectSafeEnvelope(wrong, 400, 'VALIDATION_FAILED');
    expect(wrong.body.error.fields).toEqual({ currentPassword: 'Your current password is not right. Please try again.' });

    const res = await apiPost(app, '/api/auth/change-password', { currentPassword: 'the-right-password', newPassword: 'green river morning' }, { cookie: here });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been changed. You are signed out everywhere else.' });
    const renewed = sessionCookie(res);
    expect(sessionId(renewed)).not.toBe(sessionId(here));
    expect((await me(renewed)).body.username).toBe('mover');
    expectSafeEnvelope(await me(other), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await me(here), 401, 'UNAUTHENTICATED');
    expect((await apiPost(app, '/api/auth/login', { username: 'mover', password: 'green river morning' })).status).toBe(200);
  });
});
