import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createKnex } from './db/knex.js';
import { cookieFor } from './test/session-cookie.js';
import { spawnServer, type RunningServer } from './test/spawn-server.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from './test/test-db.js';
import { loadOrCreateSessionSecret, sessionSecretFile } from './session-secret.js';

// Issue 9, defect 11: without SESSION_SECRET the development secret from the repository signed cookies.
const PUBLIC_DEV_SECRET = 'dev-only-session-secret-change-me-0123456789';
const schema = randomSchemaName();
let dataDir: string;
let knex: Knex;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'secret-test-'));
  knex = createKnex({ connectionString: TEST_DATABASE_URL, schema });
});
afterAll(async () => {
  await dropSchema(knex, schema);
  await knex.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: TEST_DATABASE_URL, DB_SCHEMA: schema, DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'info' });

async function stop(server: RunningServer): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

async function whoIs(port: number, cookie: string): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { Cookie: cookie } })).status;
}

describe('session secret without SESSION_SECRET', () => {
  it('makes a random one once in DATA_DIR (owner-only), keeps it across restarts, and never accepts the public one', async () => {
    const first = spawnServer(env());
    const { port } = (await first.waitForLog('listening')) as { port: number };
    const file = sessionSecretFile(dataDir);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const now = Date.now();
    const [{ id: userId }] = (await knex('users').insert({ username: 'sam', passwordHash: 'x', email: 's@example.org', name: 'Sam' }).returning('id')) as [{ id: number }];
    const data = { userId, createdAt: now, lastSeenAt: now, idleMs: 1_800_000, absoluteMs: 43_200_000 };
    await knex('sessions').insert({ id: 'known-session-id', data, expires_at: new Date(now + 1_800_000), user_id: userId });

    expect(await whoIs(port, cookieFor('known-session-id', PUBLIC_DEV_SECRET))).toBe(401);
    expect(await whoIs(port, cookieFor('known-session-id', secret))).toBe(200);
    await stop(first);

    const second = spawnServer(env());
    const again = (await second.waitForLog('listening')) as { port: number };
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(await whoIs(again.port, cookieFor('known-session-id', secret))).toBe(200);
    await stop(second);
    // Two real servers started through tsx, the first migrating a fresh schema: 30 s in a full run here, 47 s
    // at a load average of 11.
  }, 120_000);

  it('still refuses to start in production without SESSION_SECRET', async () => {
    const server = spawnServer({ ...env(), NODE_ENV: 'production', TRUST_PROXY: '0' });
    const { code, stderr } = await server.exited;
    expect(code).toBe(1);
    expect(stderr).toContain('SESSION_SECRET: required when NODE_ENV=production');
  });

  it('reuses the file a concurrent start wrote first', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'secret-unit-'));
    try {
      const made = loadOrCreateSessionSecret(dir);
      expect(made.created).toBe(true);
      expect(loadOrCreateSessionSecret(dir)).toEqual({ secret: made.secret, created: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
