import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { hashPassword } from '../auth/password.js';
import { createRateLimiter } from './rate-limit.service.js';
import { scaledRateLimits } from './rate-limit.rules.js';

let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  const config = testConfig();
  config.rateLimits = {
    ...config.rateLimits,
    loginPerAccount: { max: 3, windowSeconds: 900 },
    registerPerIp: { max: 2, windowSeconds: 3600 },
    forgotPerEmail: { max: 2, windowSeconds: 3600 },
  };
  app = testApp(db.knex, { config });
  const passwordHash = await hashPassword('the-right-password');
  await db.knex('users').insert(['target', 'bystander'].map((username) => ({ username, passwordHash, email: `${username}@example.org`, name: 'Test User' })));
});
afterAll(() => db.destroy());

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED with Retry-After after too many logins for one account, in English and Spanish', async () => {
    const attempt = (lang?: 'es') => apiPost(app, '/api/auth/login', { username: 'target', password: 'guess' }, { lang });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expectSafeEnvelope(blocked, 429, 'RATE_LIMITED');
    expect(blocked.body.error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await attempt('es')).body.error.message).toBe('Demasiados intentos. Por favor, espere unos minutos e inténtelo de nuevo.');
    // Another account from the same address is not blocked.
    expect((await apiPost(app, '/api/auth/login', { username: 'bystander', password: 'guess' })).status).toBe(401);
  });

  it('puts unknown usernames from one address in one bucket, so made-up names gain no attempts', async () => {
    const statuses: number[] = [];
    for (const username of ['ghost-1', 'ghost-2', 'ghost-3', 'ghost-4']) {
      statuses.push((await apiPost(app, '/api/auth/login', { username, password: 'guess' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('lets the account in again once the window is over (no permanent lockout)', async () => {
    await db.knex('rate_limits').update({ windowStart: new Date(Date.now() - 901_000) });
    expect((await apiPost(app, '/api/auth/login', { username: 'target', password: 'guess' })).status).toBe(401);
  });

  it('limits registrations per address', async () => {
    const registerAs = (username: string) =>
      apiPost(app, '/api/auth/register', { username, name: 'Test User', email: 'x@example.org', password: 'sunny-garden-42' });
    expect((await registerAs('first-one')).status).toBe(201);
    expect((await registerAs('second-one')).status).toBe(201);
    const blocked = await registerAs('third-one');
    expectSafeEnvelope(blocked, 429, 'RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('limits reset emails per email address, whether or not it has an account', async () => {
    const ask = () => apiPost(app, '/api/auth/forgot-password', { email: 'Someone@example.org' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expectSafeEnvelope(await ask(), 429, 'RATE_LIMITED');
  });
});

describe('createRateLimiter', () => {
  it('counts per key atomically and forgets a key on reset', async () => {
    const limiter = createRateLimiter(db.knex, { ...scaledRateLimits(1), loginPerIp: { max: 5, windowSeconds: 60 } });
    const hit = { rule: 'loginPerIp', subject: '10.0.0.1' } as const;
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => limiter.consume([hit])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    await limiter.reset(hit);
    await expect(limiter.consume([hit])).resolves.toBeUndefined();
  });

  it('checks a counter without counting, and refuses once it is used up', async () => {
    const limiter = createRateLimiter(db.knex, { ...scaledRateLimits(1), certificateLookupMissPerIp: { max: 2, windowSeconds: 60 } });
    const hit = { rule: 'certificateLookupMissPerIp', subject: '10.0.0.2' } as const;
    await limiter.check([hit]);
    await limiter.check([hit]);
    await limiter.consume([hit]);
    await limiter.check([hit]);
    await limiter.consume([hit]);
    await expect(limiter.check([hit])).rejects.toMatchObject({ status: 429, retryAfterSeconds: expect.any(Number) });
  });
});
