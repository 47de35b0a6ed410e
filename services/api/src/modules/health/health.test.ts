import request from 'supertest';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { createKnex } from '../../db/knex.js';
import { createLifecycle } from '../../lifecycle.js';
import { createLogger } from '../../logger.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { testApp } from '../../test/test-app.js';
import { migrateLatest } from '../../db/migrate.js';
import { translate } from '../../i18n/translate.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from '../../test/test-db.js';

let proxy: TcpProxy;
let knex: Knex;
let app: Koa;
const lifecycle = createLifecycle();
const schema = randomSchemaName();

beforeAll(async () => {
  const target = new URL(TEST_DATABASE_URL);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy = new URL(TEST_DATABASE_URL);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  knex = createKnex({ connectionString: viaProxy.toString(), schema, logger: createLogger('silent') });
  await migrateLatest(knex, schema);
  app = testApp(knex, { lifecycle });
});
afterAll(async () => {
  await dropSchema(knex, schema);
  await proxy.close();
  await knex.destroy();
});

const readyz = () => request(app.callback()).get('/readyz');

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

describe('health probes', () => {
  it('GET /livez answers 200 {status: ok}', async () => {
    const res = await request(app.callback()).get('/livez');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database answers', async () => {
    const res = await readyz();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', schema: 'current' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 in under 3 s while the database host does not answer, and 200 again once it does', async () => {
    proxy.pause();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { result, ms } = await timed(readyz);
      expect(result.status).toBe(503);
      expect(ms).toBeLessThan(3000);
    }

    proxy.resume();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await readyz()).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  });

  it('answers API calls that need the database with a quick 503 envelope, not a 500, while it is away', async () => {
    proxy.pause();
    try {
      const { result, ms } = await timed(() =>
        request(app.callback())
          .post('/api/auth/login')
          .set('X-Requested-With', 'fetch')
          .send({ username: 'someone', password: 'secret-password' }),
      );
      expect(result.status).toBe(503);
      expect(result.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: translate('en', 'api.databaseUnavailable') } });
      expect(result.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(5000);
    } finally {
      proxy.resume();
    }
  });

  it('answers 503 once shutdown has begun, even with a healthy database', async () => {
    lifecycle.shuttingDown = true;
    try {
      const res = await readyz();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'shutting-down' });
      expect(res.headers.connection).toBe('close');
    } finally {
      lifecycle.shuttingDown = false;
    }
  });
});
