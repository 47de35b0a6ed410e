import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { configurePasswordHashing, hashPassword, passwordHashingStats } from './password.js';
import { createWorkQueue } from './work-queue.js';

// Issue 9, defect 2: reset-password hashed before checking the token and had no limit; nothing bounded
// argon2 work. The tests assert the mechanism (429s, hashes counted, concurrency held), not timings.
let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  const config = testConfig();
  config.rateLimits = { ...config.rateLimits, resetPerIp: { max: 6, windowSeconds: 3600 }, resetPerEmail: { max: 3, windowSeconds: 3600 } };
  app = testApp(db.knex, { config });
  await db.knex('users').insert({ username: 'paula', passwordHash: await hashPassword('old-password-1'), email: 'paula@example.org', name: 'Paula' });
});
afterAll(() => db.destroy());
beforeEach(() => db.knex('rate_limits').del());

const reset = (token: string, email = 'paula@example.org') =>
  apiPost(app, '/api/auth/reset-password', { token, email, password: 'a-brand-new-password' });

describe('password work', () => {
  it('does no hashing for a made-up or spent token', async () => {
    const before = passwordHashingStats().started;
    for (const token of ['made-up', 'x'.repeat(43)]) expectSafeEnvelope(await reset(token), 400, 'VALIDATION_FAILED');
    expect(passwordHashingStats().started).toBe(before);
  });

  it('limits reset attempts per email, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await reset(`guess-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('limits reset attempts per address, whatever the email', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await reset(`guess-${i}`, `person-${i}@example.org`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
    const blocked = await reset('guess', 'someone-new@example.org');
    expectSafeEnvelope(blocked, 429, 'RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('runs at most the configured number of hashes at once, and refuses (503, not a pile-up) past the queue', async () => {
    configurePasswordHashing({ concurrency: 1, maxWaiting: 2 });
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          apiPost(app, '/api/auth/register', { username: `burst-${i}`, name: 'Burst Test', email: 'burst@example.org', password: 'sunny-garden-42' }),
        ),
      );
      const statuses = results.map((res) => res.status).sort();
      expect(statuses).toContain(201);
      expect(statuses).toContain(503);
      const busy = results.find((res) => res.status === 503)!;
      expectSafeEnvelope(busy, 503, 'SERVICE_UNAVAILABLE');
      expect(busy.body.error.message).toBe('The site is busy right now. Please try again in a moment.');
      expect(busy.headers['retry-after']).toBe('2');
      expect(passwordHashingStats().peakRunning).toBe(1);
    } finally {
      configurePasswordHashing({ concurrency: 2 });
    }
  });
});

describe('createWorkQueue', () => {
  it('runs tasks in turn, never more than the limit at once', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 10 }, () => queue.run(task)));
    expect(peak).toBe(2);
    expect(queue.stats).toMatchObject({ started: 10, running: 0, waiting: 0, peakRunning: 2 });
  });

  it('frees its place when a task fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });
});
