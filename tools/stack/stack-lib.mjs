import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiCall, request, sleep, waitFor } from './http.mjs';
import { nginxConf } from './nginx-conf.mjs';

/** The last lines of a log file, for an error message. */
const tail = (file, lines = 15) => (existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no log)');

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const serverEntry = path.join(repoRoot, 'services', 'api', 'dist', 'server.js');
const migrateEntry = path.join(repoRoot, 'services', 'api', 'dist', 'cli', 'migrate.js');
/** Where to create the stack's own database: the server of DATABASE_URL (as CI sets it), else the local one. */
function adminDatabaseUrl() {
  if (process.env.STACK_ADMIN_DATABASE_URL) return process.env.STACK_ADMIN_DATABASE_URL;
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}
export const ADMIN_DATABASE_URL = adminDatabaseUrl();

/** Debian's nginx, or undefined when it is not installed. */
export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the local PostgreSQL; returns its URL. */
export async function createDatabase(name) {
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name) {
  await adminQuery(`drop database if exists ${name} with (force)`);
}

/**
 * Three (or more) API replicas on one PostgreSQL database behind nginx, all on 127.0.0.1:
 * nginx on `basePort`, replica i on `basePort + 10 + i`, its metrics on `basePort + 20 + i`.
 * Production settings (NODE_ENV=production, TRUST_PROXY=1, MIGRATE_ON_START=false): run `migrate()` first.
 * @param {{ basePort?: number, replicas?: number, env?: Record<string,string>, log?: (line: string) => void }} [options]
 */
export async function createStack({ basePort = 4600, replicas: count = 3, env: extraEnv = {}, log = () => {} } = {}) {
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reentry-stack-'));
  // nginx workers run as nobody when the stack runs as root; they need to reach the temp folders.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'tmp', sub), { recursive: true });
  const dbName = `reentry_stack_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabase(dbName);
  const url = `http://127.0.0.1:${basePort}`;
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    TRUST_PROXY: '1',
    PUBLIC_URL: url,
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'info',
    MIGRATE_ON_START: 'false',
    SHUTDOWN_DELAY_SECONDS: '2',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
    REMOTES_REFRESH_SECONDS: '5',
    RATE_LIMIT_FACTOR: '20',
    PASSWORD_HASH_CONCURRENCY: '1',
    ...extraEnv,
  };

  const replicas = Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    port: basePort + 11 + i,
    metricsPort: basePort + 21 + i,
    url: `http://127.0.0.1:${basePort + 11 + i}`,
    logFile: path.join(dir, `replica-${i + 1}.log`),
    down: false,
    process: undefined,
  }));
  const confFile = path.join(dir, 'nginx.conf');
  const runAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const writeConf = () => writeFileSync(confFile, nginxConf({ prefix: dir, listenPort: basePort, replicas, runAsRoot }));
  let nginx;

  function startReplica(replica, overrides = {}) {
    const out = openSync(replica.logFile, 'a');
    const child = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: { ...env, PORT: String(replica.port), METRICS_PORT: String(replica.metricsPort), ...overrides },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    replica.process = child;
    return child;
  }

  const readyStatus = async (replica) => (await request(`${replica.url}/readyz`, { timeoutMs: 2000 })).status;

  async function reloadNginx() {
    writeConf();
    nginx.kill('SIGHUP');
    // The master starts new workers at once; old ones finish what they are serving and stop.
    await sleep(500);
  }

  const stack = {
    dir,
    url,
    databaseUrl,
    dbName,
    env,
    replicas,
    accessLog: path.join(dir, 'access.log'),

    /** The migrate command (a Kubernetes Job's work), with the replicas' configuration. */
    migrate(overrides = {}) {
      return new Promise((resolve) => {
        const child = spawn(process.execPath, [migrateEntry], { cwd: repoRoot, env: { ...env, ...overrides }, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.once('exit', (code) => resolve({ code, stdout, stderr }));
      });
    },

    async start() {
      for (const replica of replicas) startReplica(replica);
      // 90 s, as for a restart: three replicas starting at once beside other work took over 30 s at load 10.
      await Promise.all(replicas.map((replica) => waitFor(`replica ${replica.index} ready`, async () => (await readyStatus(replica)) === 200, { timeoutMs: 90_000 })));
      writeConf();
      nginx = spawn(nginxBin, ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
      nginx.exited = new Promise((resolve) => nginx.once('exit', resolve));
      await waitFor('nginx', async () => (await request(`${url}/livez`, { timeoutMs: 2000 })).status === 200);
      log(`stack up: ${url} -> ${replicas.map((r) => r.port).join(', ')} (database ${dbName}, files ${dir})`);
    },

    /** A replica of this stack's configuration on another port (not behind nginx), e.g. on another schema. */
    startExtraReplica(port, overrides = {}) {
      const replica = { index: 0, port, metricsPort: port + 1, url: `http://127.0.0.1:${port}`, logFile: path.join(dir, `extra-${port}.log`) };
      startReplica(replica, overrides);
      return replica;
    },

    /**
     * Each replica in turn, as Kubernetes rolls a Deployment: SIGTERM (it answers /readyz 503 and keeps
     * serving SHUTDOWN_DELAY_SECONDS), the balancer is told (nginx marks it down, as endpoints drop a
     * pod that is not ready), the replica drains and exits 0, nginx lists it again at once (so requests
     * meet a refused connection and are retried elsewhere), and a new one starts on the same port.
     */
    async rollingRestart() {
      const events = [];
      for (const replica of replicas) {
        const t0 = Date.now();
        const old = replica.process;
        old.kill('SIGTERM');
        await waitFor(`replica ${replica.index} not ready`, async () => (await readyStatus(replica).catch(() => 503)) === 503, { everyMs: 20 });
        replica.down = true;
        await reloadNginx();
        const { code, signal } = await old.exited;
        if (code !== 0) throw new Error(`replica ${replica.index} exited with ${code ?? signal} after SIGTERM`);
        replica.down = false;
        await reloadNginx();
        startReplica(replica);
        // A start takes about 5 s here; a machine busy with other work has needed over 30.
        await waitFor(`replica ${replica.index} ready again`, async () => (await readyStatus(replica)) === 200, { timeoutMs: 90_000 }).catch((error) => {
          throw new Error(`${error.message}; its log ends:\n${tail(replica.logFile)}`);
        });
        events.push({ replica: replica.index, seconds: (Date.now() - t0) / 1000 });
        log(`replica ${replica.index} replaced in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      }
      return events;
    },

    /** Starts a replica that died (e.g. was killed) again on its own port, as a supervisor would; resolves once it is ready. */
    async restartReplica(replica) {
      startReplica(replica);
      await waitFor(`replica ${replica.index} ready again`, async () => (await readyStatus(replica)) === 200, { timeoutMs: 90_000 }).catch((error) => {
        throw new Error(`${error.message}; its log ends:\n${tail(replica.logFile)}`);
      });
    },

    /** Signs up through one replica; answers the cookie. */
    async signUp(base, username, password) {
      const res = await apiCall(base, '/api/auth/register', {
        method: 'POST',
        json: { username, name: 'Stack Tester', email: `${username}@example.org`, password },
      });
      return res;
    },

    async stop() {
      const running = replicas.map((r) => r.process).filter((child) => child && child.exitCode === null && child.signalCode === null);
      for (const child of running) child.kill('SIGTERM');
      if (nginx && nginx.exitCode === null) nginx.kill('SIGQUIT');
      await Promise.all([...running.map((child) => child.exited), nginx?.exited].filter(Boolean));
      await dropDatabase(dbName).catch(() => undefined);
      if (!process.env.STACK_KEEP_FILES) rmSync(dir, { recursive: true, force: true });
    },
  };
  return stack;
}
