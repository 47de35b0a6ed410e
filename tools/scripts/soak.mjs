// Soak: N minutes (default 20) of the fault suite's mixed load (page views, /api/auth/me, contact and
// assistance forms and quiz attempts with Idempotency-Keys, an admin list) on one built API process,
// sampling its RSS and the p95 of each minute, printed as a table. Memory that keeps climbing minute after
// minute, or a p95 that keeps rising, is the finding. Build the API first (npm run build -w @reentry/api), then:
//   node tools/scripts/soak.mjs [--minutes 20] [--port 4513] [--workers 4] [--pause 10]
// With DATABASE_URL set it runs on PostgreSQL in a throw-away schema (soak_<random>, dropped at the end);
// without, on the embedded database in a temporary DATA_DIR.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '20' },
    port: { type: 'string', default: '4513' },
    workers: { type: 'string', default: '4' },
    pause: { type: 'string', default: '10' },
  },
});
const minutes = Number(values.minutes);
const base = `http://127.0.0.1:${values.port}`;
const apiDir = path.resolve(import.meta.dirname, '..', '..', 'services', 'api');
// The same load the fault tests use (one place for the mix), loaded from its TypeScript source.
register();
const { startMixedLoad } = await import('../../services/api/src/test/faults/mixed-load.ts');

const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
const schema = process.env.DATABASE_URL ? `soak_${randomBytes(4).toString('hex')}` : undefined;
const admin = { username: `soakadmin${randomBytes(3).toString('hex')}`, password: `Soak-${randomBytes(12).toString('hex')}-Rio` };
const env = {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'development',
  PORT: values.port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  // A soak sends thousands of forms from one address; the limits are not what is measured.
  RATE_LIMIT_FACTOR: '10000',
  REQUIRE_ADMIN_2FA: 'false',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DB_SCHEMA: schema } : {}),
};

// The admin first (this also migrates): the embedded database allows one process at a time.
execFileSync(process.execPath, ['dist/cli/create-admin.js', '--username', admin.username, '--email', `${admin.username}@example.org`, '--name', 'Soak Admin'], {
  cwd: apiDir,
  env: { ...env, ADMIN_PASSWORD: admin.password },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const server = spawn(process.execPath, ['dist/server.js'], { cwd: apiDir, env: { ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => chunk.toString().includes('"msg":"listening"') && resolve());
  server.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
});

async function post(pathname, body, cookie) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${pathname} answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const learner = `soak${randomBytes(3).toString('hex')}`;
const learnerCookie = await post('/api/auth/register', { username: learner, name: 'Soak Learner', email: `${learner}@example.org`, password: 'Soak-Tortilla-Rio-Verde-84' });
const adminCookie = await post('/api/auth/login', { username: admin.username, password: admin.password });

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
const p95 = (times) => (times.length ? times.sort((a, b) => a - b)[Math.floor(times.length * 0.95)] : 0);

console.log(`soak: ${minutes} min, ${values.workers} workers, ${process.env.DATABASE_URL ? `PostgreSQL (schema ${schema})` : 'embedded database'}, started ${new Date().toISOString()}`);
console.log(`| minute | requests | 2xx | other | p95 ms | slowest ms | API RSS MB | load average |`);
console.log(`| ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |`);
const load = startMixedLoad({ base, learnerCookie, adminCookie }, { workers: Number(values.workers), pauseMs: Number(values.pause), maxMs: minutes * 60_000 });
const rssStart = rssMb();
let seen = 0;
const rows = [];
for (let minute = 1; minute <= minutes; minute += 1) {
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  const batch = load.answers.slice(seen);
  seen += batch.length;
  const ok = batch.filter((a) => a.status >= 200 && a.status < 300).length;
  const others = {};
  for (const a of batch) if (a.status < 200 || a.status >= 300) others[a.status] = (others[a.status] ?? 0) + 1;
  const row = { minute, requests: batch.length, ok, p95: p95(batch.map((a) => a.ms)), rss: rssMb() };
  rows.push(row);
  const otherText = Object.entries(others).map(([s, n]) => `${s}x${n}`).join(' ') || 'none';
  console.log(`| ${minute} | ${row.requests} | ${ok} | ${otherText} | ${row.p95} | ${Math.max(0, ...batch.map((a) => a.ms))} | ${row.rss.toFixed(0)} | ${loadavg()[0].toFixed(1)} |`);
}
await load.stop();
const last = rows.at(-1);
console.log(`\nRSS: ${rssStart.toFixed(0)} MB at the start, ${last.rss.toFixed(0)} MB at the end; p95 first minute ${rows[0].p95} ms, last ${last.p95} ms.`);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
if (schema) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
}
rmSync(dataDir, { recursive: true, force: true });
