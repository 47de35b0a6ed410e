import request from 'supertest';
import { apiPost } from '../../test/api-client.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createMetrics } from './metrics.js';
import { startMetricsServer } from './metrics.routes.js';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

const contact = (email: string) => ({ name: 'Ana', email, subject: 'general', message: 'A message long enough to pass.' });

describe('/metrics', () => {
  it('is not on the public port without METRICS_TOKEN', async () => {
    const res = await request(testApp(db.knex).callback()).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
  });

  it('refuses a missing or wrong token with 401', async () => {
    const app = testApp(db.knex, { config: testConfig({ METRICS_TOKEN: TOKEN }) });
    for (const header of [undefined, 'Bearer nope', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const req = request(app.callback()).get('/metrics');
      const res = await (header ? req.set('Authorization', header) : req);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.text).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route and status, rate-limit rejections, pool use and the mail backlog', async () => {
    const app = testApp(db.knex, { config: testConfig({ METRICS_TOKEN: TOKEN, RATE_LIMIT_FACTOR: '0.2' }) });
    await request(app.callback()).get('/api/site-config');
    await request(app.callback()).get('/api/no-such-thing');
    // Contact: 30 per hour per address at factor 1, so 6 here; the 7th is refused.
    for (let i = 0; i < 7; i += 1) await apiPost(app, '/api/contact', contact(`m${i}@example.org`));
    const res = await request(app.callback()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toMatch(/^http_requests_total\{method="GET",route="\/api\/site-config",status="200"\} 1$/m);
    expect(res.text).toMatch(/^http_requests_total\{method="GET",route="api-unmatched",status="404"\} 1$/m);
    expect(res.text).toMatch(/^http_requests_total\{method="POST",route="\/api\/contact\/?",status="201"\} 6$/m);
    expect(res.text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/site-config",status="200"\} 1$/m);
    expect(res.text).toMatch(/^rate_limit_rejections_total\{rule="formPerIp"\} 1$/m);
    expect(res.text).toMatch(/^db_pool_connections\{state="max"\} 4$/m);
    expect(res.text).toMatch(/^mail_outbox_backlog\{status="pending"\} 6$/m);
    expect(res.text).toContain('# TYPE page_render_duration_seconds histogram');
  });

  it('serves the same registry alone on METRICS_PORT', async () => {
    const metrics = createMetrics(db.knex);
    const server = startMetricsServer(metrics, 4650, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const ok = await fetch('http://127.0.0.1:4650/metrics');
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('# TYPE http_requests_total counter');
      expect((await fetch('http://127.0.0.1:4650/')).status).toBe(404);
      expect((await fetch('http://127.0.0.1:4650/api/site-config')).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
