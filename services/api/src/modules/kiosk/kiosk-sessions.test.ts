import type Koa from 'koa';
import { apiGet, apiPost, sessionCookie, sessionId, sessionSetCookies } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { testApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { hashPassword } from '../auth/password.js';

// Kiosk mode on the server (issue 22): a facility's shared tablet signs learners out after 5 minutes of
// inactivity, and "Keep me signed in" means nothing there, whatever the page sends.
let db: TestDatabase;
let app: Koa;
const MINUTE = 60_000;
const KIOSK_DEVICE = 'reentry.kiosk=any-value';

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
  const passwordHash = await hashPassword('the-right-password');
  await db.knex('users').insert([
    { username: 'tablet', passwordHash, email: 'tablet@example.org', name: 'Tablet Learner' },
    { username: 'teacher', passwordHash, email: 'teacher@example.org', name: 'Teacher', isInstructor: true },
  ]);
});
afterAll(() => db.destroy());

async function logIn(username: string, { remember = false, kiosk = true } = {}) {
  const res = await apiPost(app, '/api/auth/login', { username, password: 'the-right-password', remember }, { headers: kiosk ? { Cookie: KIOSK_DEVICE } : {} });
  expect(res.status).toBe(200);
  return res;
}
/** The browser's cookies after login: the session, and the device's kiosk cookie. */
const onTablet = (session: string) => `${session}; ${KIOSK_DEVICE}`;
const row = (cookie: string) => db.knex('sessions').where({ id: decodeURIComponent(sessionId(cookie)!) }).first();
async function idle(cookie: string, ms: number) {
  const { data } = await row(cookie);
  await db.knex('sessions').where({ id: decodeURIComponent(sessionId(cookie)!) }).update({ data: { ...data, lastSeenAt: Date.now() - ms } });
}
const progress = (cookie: string) => apiGet(app, '/api/users/progress', cookie);
const keepAlive = (cookie: string) => apiPost(app, '/api/auth/sessions/keep-alive', {}, { cookie });

describe('a session on a device in kiosk mode', () => {
  it('ignores "Keep me signed in": a browser-session cookie and 5 minutes idle', async () => {
    const res = await logIn('tablet', { remember: true });
    for (const line of sessionSetCookies(res)) expect(line).not.toMatch(/expires=|max-age=/i);
    const session = await row(sessionCookie(res));
    expect(session.data).toMatchObject({ kiosk: true, remember: false, idleMs: 5 * MINUTE });
    expect(Math.abs(new Date(session.expiresAt).getTime() - (Date.now() + 5 * MINUTE))).toBeLessThan(5000);
  });

  it('ends after 5 minutes without activity; 4 minutes is fine', async () => {
    const cookie = onTablet(sessionCookie(await logIn('tablet')));
    await idle(cookie, 4 * MINUTE);
    expect((await progress(cookie)).status).toBe(200);
    await idle(cookie, 5 * MINUTE + 1000);
    expectSafeEnvelope(await progress(cookie), 401, 'UNAUTHENTICATED');
  });

  it('applies to staff too', async () => {
    const cookie = onTablet(sessionCookie(await logIn('teacher', { remember: true })));
    await idle(cookie, 5 * MINUTE + 1000);
    expectSafeEnvelope(await apiGet(app, '/api/auth/me', cookie), 401, 'UNAUTHENTICATED');
  });

  it('counts every call as activity at once, so the page’s keep-alive keeps it going; the 5-minute check does not', async () => {
    const cookie = onTablet(sessionCookie(await logIn('tablet')));
    await idle(cookie, 20_000);
    expect((await keepAlive(cookie)).status).toBe(204);
    expect(Date.now() - (await row(cookie)).data.lastSeenAt).toBeLessThan(5000);

    await idle(cookie, 4 * MINUTE);
    expect((await apiGet(app, '/api/auth/me', cookie)).status).toBe(200);
    expect(Date.now() - (await row(cookie)).data.lastSeenAt).toBeGreaterThan(4 * MINUTE - 5000);
    await idle(cookie, 5 * MINUTE + 1000);
    expectSafeEnvelope(await keepAlive(cookie), 401, 'UNAUTHENTICATED');
  });

  it('brings a session that began before the tablet was set up (even a kept one) under the kiosk limits', async () => {
    const kept = sessionCookie(await logIn('tablet', { remember: true, kiosk: false }));
    expect((await row(kept)).data).toMatchObject({ remember: true, idleMs: 7 * 24 * 60 * MINUTE });
    await idle(kept, 10 * MINUTE);
    expect((await progress(kept)).status).toBe(200); // not a kiosk yet: 10 minutes is nothing
    const res = await progress(onTablet(kept));
    expect(res.status).toBe(200);
    // The cookie becomes a browser-session one, and the row's limits are the kiosk's from now on.
    expect(sessionSetCookies(res).find((line) => line.startsWith('reentry.sid='))).not.toMatch(/expires=/i);
    expect((await row(kept)).data).toMatchObject({ kiosk: true, remember: false, idleMs: 5 * MINUTE });
    await idle(kept, 6 * MINUTE);
    expectSafeEnvelope(await progress(onTablet(kept)), 401, 'UNAUTHENTICATED');
  });

  it('ends at once when it was already idle longer than a kiosk allows', async () => {
    const cookie = sessionCookie(await logIn('tablet', { kiosk: false }));
    await idle(cookie, 10 * MINUTE);
    expectSafeEnvelope(await progress(onTablet(cookie)), 401, 'UNAUTHENTICATED');
  });

  it('keep-alive needs a signed-in session', async () => {
    expectSafeEnvelope(await keepAlive(KIOSK_DEVICE), 401, 'UNAUTHENTICATED');
  });

  it('leaves a learner on their own phone alone: "Keep me signed in" still works there', async () => {
    const res = await logIn('tablet', { remember: true, kiosk: false });
    expect((await row(sessionCookie(res))).data).toMatchObject({ remember: true });
    expect((await row(sessionCookie(res))).data.kiosk).toBeUndefined();
  });
});
