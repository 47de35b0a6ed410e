import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import request from 'supertest';
import { expectSafeEnvelope } from '../test/safe-envelope.js';
import { sessionCookieFor } from '../test/session-cookie.js';
import { testApp, testConfig } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';

let db: TestDatabase;
let app: Koa;
let server: http.Server;
const config = testConfig();

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.destroy();
});

/** A raw request, so any method name reaches the server as a client sent it. */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

// Issue 9, defect 8: TRACE or PROPFIND on an /api route answered 500.
describe('unknown methods', () => {
  it.each(['TRACE', 'PROPFIND', 'PURGE', 'LOCK', 'MKCOL'])('%s on /api answers 405 with the envelope', async (method) => {
    for (const path of ['/api/auth/me', '/api/auth/login', '/api/nothing-here']) {
      const res = await send(method, path, { 'X-Requested-With': 'fetch' });
      expect(res.status).toBe(405);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(res.body)).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: 'This endpoint does not accept that method.' } });
    }
  });

  it('a known method a route does not take answers 405 and says which it does', async () => {
    const res = await send('PUT', '/api/auth/login', { 'X-Requested-With': 'fetch' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});

// Issue 9, defect 9: /API/... in another letter case skipped session, CSRF guard and body parser but reached the handlers.
describe('the API path in any letter case', () => {
  it.each(['/API/auth/login', '/Api/auth/login', '/api/AUTH/LOGIN'])('%s still needs the CSRF header', async (path) => {
    expectSafeEnvelope(await request(app.callback()).post(path).send({ username: 'a', password: 'b' }), 403, 'FORBIDDEN');
  });

  it('still refuses a non-JSON body', async () => {
    const res = await request(app.callback()).post('/API/auth/login').set('X-Requested-With', 'fetch').type('form').send({ username: 'a' });
    expectSafeEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('still parses JSON and reads the session', async () => {
    const [{ id }] = (await db.knex('users').insert({ username: 'casey', passwordHash: 'x', email: 'c@example.org', name: 'Casey' }).returning('id')) as [{ id: number }];
    const cookie = await sessionCookieFor(db.knex, id, config.sessionSecret);
    const me = await request(app.callback()).get('/API/Auth/Me').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('casey');
    const invalid = await request(app.callback()).post('/API/auth/login').set('X-Requested-With', 'fetch').send({ username: '' });
    expectSafeEnvelope(invalid, 400, 'VALIDATION_FAILED');
  });

  it('answers an unknown path in any case with the 404 envelope, not the web page', async () => {
    expectSafeEnvelope(await request(app.callback()).get('/API/no-such-thing'), 404, 'NOT_FOUND');
  });
});
