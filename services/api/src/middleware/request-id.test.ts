import request from 'supertest';
import { capturingLogger, testApp } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

describe('request ids', () => {
  it("keeps the proxy's id, answers it and writes it in the request's log line", async () => {
    const { logger, lines } = capturingLogger('info');
    const app = testApp(db.knex, { logger });
    const res = await request(app.callback()).get('/api/site-config').set('X-Request-Id', '0123456789abcdef0123456789abcdef');
    expect(res.headers['x-request-id']).toBe('0123456789abcdef0123456789abcdef');
    expect(lines().find((line) => line.msg === 'request')).toMatchObject({ requestId: '0123456789abcdef0123456789abcdef', path: '/api/site-config', status: 200 });
  });

  it('makes one when there is none, or when the header is not an id (spaces, 10k characters, markup)', async () => {
    const { logger, lines } = capturingLogger('info');
    const app = testApp(db.knex, { logger });
    for (const given of [undefined, 'has spaces in it', 'x'.repeat(10_000), '<script>', 'ünïcode']) {
      const req = request(app.callback()).get('/livez');
      const res = await (given === undefined ? req : req.set('X-Request-Id', given));
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const ids = lines().filter((line) => line.msg === 'request').map((line) => line.requestId);
    expect(ids).toHaveLength(5);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id on the log line of a failed request too', async () => {
    const { logger, lines } = capturingLogger('debug');
    const app = testApp(db.knex, { logger });
    await request(app.callback()).post('/api/contact').set('X-Requested-With', 'fetch').set('X-Request-Id', 'req-42').send({});
    expect(lines().find((line) => line.msg === 'request rejected')).toMatchObject({ requestId: 'req-42', code: 'VALIDATION_FAILED' });
  });
});
