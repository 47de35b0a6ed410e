import request from 'supertest';
import type Koa from 'koa';
import { expectSafeEnvelope } from './test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';
import { loadConfig } from './config.js';
import { testApp, TEST_ORIGIN } from './test/test-app.js';

let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
  // Test-only: runs after every real route, so it answers only paths nothing else claimed.
  app.use(async (ctx, next) => {
    if (ctx.path !== '/api/test-crash') return next();
    throw new Error('connect ECONNREFUSED password=hunter2 at /work/main/services/api/src/secret.ts:12');
  });
});
afterAll(() => db.destroy());

const post = (path: string) => request(app.callback()).post(path).set('X-Requested-With', 'fetch');

describe('request errors come back as the safe envelope', () => {
  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await post('/api/auth/me').set('Content-Type', 'application/json').send('{"username": ');
    expectSafeEnvelope(res, 400, 'INVALID_JSON');
  });

  it('answers a text/plain body with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await post('/api/auth/login').set('Content-Type', 'text/plain').send('username=a');
    expectSafeEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a form-encoded body with 415 too', async () => {
    const res = await post('/api/auth/login').type('form').send({ username: 'a' });
    expectSafeEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a 1 MB JSON body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await post('/api/auth/login').send({ padding: 'x'.repeat(1024 * 1024) });
    expectSafeEnvelope(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown /api path with 404 NOT_FOUND', async () => {
    expectSafeEnvelope(await request(app.callback()).get('/api/no-such-thing'), 404, 'NOT_FOUND');
    expectSafeEnvelope(await post('/api/no-such-thing').send({}), 404, 'NOT_FOUND');
  });

  it('answers a wrong method on a known endpoint with a 405 envelope', async () => {
    const res = await request(app.callback()).delete('/api/auth/me').set('X-Requested-With', 'fetch');
    expectSafeEnvelope(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toMatch(/GET/);
  });

  it('answers an unexpected failure with a generic 500 that reveals nothing', async () => {
    const res = await request(app.callback()).get('/api/test-crash');
    expectSafeEnvelope(res, 500, 'INTERNAL');
    expect(res.body.error.message).toBe('Something went wrong');
    expect(res.text).not.toMatch(/hunter2|ECONNREFUSED/);
  });
});

describe('CSRF guard', () => {
  it('refuses a state-changing request without X-Requested-With with 403', async () => {
    const res = await request(app.callback()).post('/api/auth/login').send({ username: 'a' });
    expectSafeEnvelope(res, 403, 'FORBIDDEN');
  });

  it('refuses a request from a foreign Origin with 403', async () => {
    const res = await post('/api/auth/login').set('Origin', 'https://evil.example').send({ username: 'a' });
    expectSafeEnvelope(res, 403, 'FORBIDDEN');
  });

  it('lets a request from an allowed Origin through to routing', async () => {
    const res = await post('/api/no-such-thing').set('Origin', TEST_ORIGIN).send({});
    expectSafeEnvelope(res, 404, 'NOT_FOUND');
  });

  it('exempts the Stripe webhook (authenticated by its signature instead), and only that path', async () => {
    // Without Stripe configured the webhook is refused for that reason, not for CSRF.
    const res = await request(app.callback()).post('/api/stripe/webhook').send({});
    expectSafeEnvelope(res, 503, 'DONATIONS_NOT_CONFIGURED');
    expectSafeEnvelope(await request(app.callback()).post('/api/stripe/webhook/x').send({}), 403, 'FORBIDDEN');
    expectSafeEnvelope(await request(app.callback()).post('/api/webhooks/stripe').send({}), 403, 'FORBIDDEN');
  });

  it('accepts the loopback names of the server when PUBLIC_URL is not set (issue 17, item 10)', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '3000', SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent', SERVE_WEB: 'false' });
    const local = testApp(db.knex, { config });
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const res = await request(local.callback()).post('/api/auth/login').set('X-Requested-With', 'fetch').set('Origin', origin).send({ username: 'nobody', password: 'x' });
      expectSafeEnvelope(res, 401, 'UNAUTHENTICATED');
    }
    for (const origin of ['http://127.0.0.1:3001', 'http://127.0.0.2:3000', 'http://localhost.evil.example:3000']) {
      const res = await request(local.callback()).post('/api/auth/login').set('X-Requested-With', 'fetch').set('Origin', origin).send({});
      expectSafeEnvelope(res, 403, 'FORBIDDEN');
    }
  });

  it('keeps the strict rule when PUBLIC_URL is set', async () => {
    const res = await post('/api/auth/login').set('Origin', 'http://127.0.0.1:3000').send({ username: 'a' });
    expectSafeEnvelope(res, 403, 'FORBIDDEN');
  });

  it('does not apply to safe methods', async () => {
    const res = await request(app.callback()).get('/api/auth/me').set('Origin', 'https://evil.example');
    expectSafeEnvelope(res, 401, 'UNAUTHENTICATED');
  });
});

describe('security headers', () => {
  it('sends a CSP limited to self for scripts, styles and connections', async () => {
    const res = await request(app.callback()).get('/livez');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
