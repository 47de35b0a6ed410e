import type { Knex } from 'knex';
import { createKnex } from './db/knex.js';
import { spawnServer } from './test/spawn-server.js';
import { TEST_DATA_KEY } from './test/test-app.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from './test/test-db.js';

// Each test starts a real server process that migrates a fresh schema: on a busy 2-core machine that
// alone can take most of the default 30 s.
jest.setTimeout(90_000);

const schema = randomSchemaName();
let knex: Knex;
beforeAll(() => {
  knex = createKnex({ connectionString: TEST_DATABASE_URL });
});
afterAll(async () => {
  await dropSchema(knex, schema);
  await knex.destroy();
});

describe('SHUTDOWN_DELAY_SECONDS', () => {
  it('turns not ready at once, keeps serving during the delay, then stops accepting and exits 0', async () => {
    const server = spawnServer({
      NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: TEST_DATABASE_URL, DB_SCHEMA: schema,
      SESSION_SECRET: 'server-test-secret-of-at-least-32-chars', SERVE_WEB: 'false', LOG_LEVEL: 'info',
      DATA_ENCRYPTION_KEY: TEST_DATA_KEY, SHUTDOWN_DELAY_SECONDS: '2',
    });
    const { port } = (await server.waitForLog('listening')) as { port: number };
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    server.child.kill('SIGTERM');
    await server.waitForLog('shutting down: not ready, still serving during the delay');
    const readyz = await fetch(`${base}/readyz`);
    expect([readyz.status, await readyz.json()]).toEqual([503, { status: 'shutting-down' }]);
    const during = await fetch(`${base}/api/site-config`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');

    await server.waitForLog('shutting down: draining in-flight requests');
    await expect(fetch(`${base}/livez`)).rejects.toThrow();
    expect((await server.exited).code).toBe(0);
  });
});
