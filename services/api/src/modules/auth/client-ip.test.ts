import type Koa from 'koa';
import { apiGet, apiPost, sessionCookie, sessionSetCookies } from '../../test/api-client.js';
import { capturingLogger, testApp, testConfig } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { hashPassword } from './password.js';

// Issue 9, defect 1: client addresses come from forwarding headers only for the proxies TRUST_PROXY names,
// and one account's limit holds whatever address or spelling the guesses come with.
let db: TestDatabase;

const limits = (config: ReturnType<typeof testConfig>) => {
  config.rateLimits = {
    ...config.rateLimits,
    loginPerIp: { max: 1000, windowSeconds: 900 },
    loginPerAccount: { max: 5, windowSeconds: 900 },
    loginPerUser: { max: 12, windowSeconds: 900 },
  };
  return config;
};

beforeAll(async () => {
  db = await createTestDatabase();
  const passwordHash = await hashPassword('the-right-password');
  await db.knex('users').insert(
    ['victim', 'admin', 'other'].map((username) => ({ username, passwordHash, email: `${username}@example.org`, name: 'Test User', isAdmin: username === 'admin' })),
  );
});
afterAll(() => db.destroy());
beforeEach(() => db.knex('rate_limits').del());

const guess = (app: Koa, username: string, forwardedFor: string) =>
  apiPost(app, '/api/auth/login', { username, password: 'a-wrong-guess' }, { headers: { 'X-Forwarded-For': forwardedFor } });

describe('client address and per-account limits', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: forty guesses with forty forged addresses are throttled', async () => {
    const { logger, lines } = capturingLogger('info');
    const app = testApp(db.knex, { config: limits(testConfig()), logger });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await guess(app, 'victim', `203.0.113.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // The address logged is the connection's, never a forged one.
    const failedLines = lines().filter((line) => line.event === 'auth.login.failed');
    expect(failedLines).toHaveLength(5);
    const ips = new Set(failedLines.filter((line) => line.event === 'auth.login.failed').map((line) => line.ip));
    expect([...ips].some((ip) => String(ip).startsWith('203.0.113.'))).toBe(false);
  });

  it('with TRUST_PROXY=1 uses the address the proxy added, and still stops rotation with the per-account limit', async () => {
    const { logger, lines } = capturingLogger('info');
    const app = testApp(db.knex, { config: limits(testConfig({ TRUST_PROXY: '1' })), logger });
    const statuses: number[] = [];
    // The client prepends a forged address; only the last one (added by our proxy) counts.
    for (let i = 0; i < 40; i += 1) statuses.push((await guess(app, 'victim', `6.6.6.6, 198.51.100.${i}`)).status);
    expect(statuses.slice(0, 12).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(12).every((status) => status === 429)).toBe(true);
    const failed = lines().filter((line) => line.event === 'auth.login.failed');
    expect(failed[0]).toMatchObject({ ip: '198.51.100.0' });
    expect(failed.some((line) => line.ip === '6.6.6.6')).toBe(false);
    // The limit is the account's: the same addresses can still try another account.
    expect((await guess(app, 'other', '198.51.100.1')).status).toBe(401);
  });

  it('counts every spelling of a name the database matches (case, full-width, dotted capital I) in one bucket', async () => {
    const app = testApp(db.knex, { config: limits(testConfig()) });
    const spellings = ['admin', 'ADMIN', 'Admin', 'ａｄｍｉｎ', 'ADMİN'];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await guess(app, spellings[i % spellings.length]!, '')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('behind a TLS proxy (TRUST_PROXY=1, X-Forwarded-Proto: https, https PUBLIC_URL): login works and the cookie is Secure', async () => {
    const app = testApp(db.knex, { config: testConfig({ TRUST_PROXY: '1', PUBLIC_URL: 'https://learn.example.org' }) });
    const proxied = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '192.0.2.10', Origin: 'https://learn.example.org' };
    const res = await apiPost(app, '/api/auth/login', { username: 'other', password: 'the-right-password' }, { headers: proxied });
    expect(res.status).toBe(200);
    const cookies = sessionSetCookies(res);
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) {
      expect(line).toMatch(/^__Host-reentry\.sid(\.sig)?=/);
      expect(line).toMatch(/; secure/i);
      expect(line).toMatch(/; path=\//i);
      expect(line).toMatch(/; httponly/i);
      expect(line).not.toMatch(/domain=/i);
    }
    expect((await apiGet(app, '/api/auth/me', sessionCookie(res))).body.username).toBe('other');
  });

  it('keeps the cookie Secure on an https site even if the proxy forgets X-Forwarded-Proto (no 500)', async () => {
    const app = testApp(db.knex, { config: testConfig({ TRUST_PROXY: '1', PUBLIC_URL: 'https://learn.example.org' }) });
    const res = await apiPost(app, '/api/auth/login', { username: 'other', password: 'the-right-password' });
    expect(res.status).toBe(200);
    expect(sessionSetCookies(res).every((line) => /; secure/i.test(line))).toBe(true);
  });

  it('refuses to start in production without an explicit TRUST_PROXY', () => {
    expect(() => testConfig({ NODE_ENV: 'production' })).toThrow(/TRUST_PROXY: required when NODE_ENV=production/);
  });
});
