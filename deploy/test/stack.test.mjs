/**
 * The production shape on this machine (issue 16): nginx in front of 3 API replicas on one PostgreSQL
 * database, with TRUST_PROXY=1 and the migrate command run once. Skipped only when nginx is missing.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { apiMessages } from '../../services/api/dist/i18n/messages.js';
import { apiCall, cookieFrom, request, sleep, waitFor } from '../../tools/stack/http.mjs';
import { runLoad, summary } from '../../tools/stack/load.mjs';
import { assertRetriesStoredOnce, assertSignupRetriesStoredOnce, assertWritesStored } from '../../tools/stack/stored-writes.mjs';
import { createStack, findNginx, repoRoot } from '../../tools/stack/stack-lib.mjs';
import { startStaticServer } from '../../tools/stack/static-server.mjs';

const { migrations } = await import(path.join(repoRoot, 'services/api/dist/db/migrations/index.js'));
const migrationNames = migrations.map((m) => m.name);
// STACK_BASE_PORT: run beside another stack on the same machine (nginx listens there, replicas above it).
const BASE_PORT = Number(process.env.STACK_BASE_PORT ?? 4600);
const REMOTE_PORT = BASE_PORT + 90;
const nginx = findNginx();
// Both loads write from 127.0.0.1, under per-address limits times RATE_LIMIT_FACTOR (20): contact messages
// 30 an hour (600), sign-ups 10 an hour (200). A quiet machine reaches each load's caps, so both loads' caps,
// the other tests' writes and the retries of failed writes must fit in them together.
const CONTACTS_PER_LOAD = 250;
const SIGNUPS_PER_LOAD = 80;
const skip = nginx ? false : 'nginx is not installed here (apt-get install -y nginx; .ci/run installs it)';

const report = (line) => console.log(`[stack] ${line}`);
const password = () => `Stack-${Math.random().toString(36).slice(2)}-${Date.now()}-pass`;
const logLines = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

describe('replicas behind nginx', { skip, timeout: 300_000 }, () => {
  let stack;
  let db;
  let remote;
  let remoteDir;
  let migrateRuns;

  before(async () => {
    remoteDir = mkdtempSync(path.join(os.tmpdir(), 'reentry-remote-forms-'));
    cpSync(path.join(repoRoot, 'mfe-forms', 'dist'), remoteDir, { recursive: true });
    remote = await startStaticServer(remoteDir, REMOTE_PORT);
    stack = await createStack({ basePort: BASE_PORT, env: { REMOTE_FORMS_URL: `http://127.0.0.1:${REMOTE_PORT}/mf-manifest.json` }, log: report });
    db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
    // Two release jobs started at once: the advisory lock makes the second wait, then find nothing to do.
    migrateRuns = await Promise.all([stack.migrate(), stack.migrate()]);
    await stack.start();
  });

  after(async () => {
    await db?.end();
    await stack?.stop();
    await remote?.close();
    if (remoteDir) rmSync(remoteDir, { recursive: true, force: true });
  });

  it('runs the migrations once, from the migrate command, never from the replicas', async () => {
    assert.deepEqual(migrateRuns.map((run) => run.code), [0, 0], migrateRuns.map((run) => run.stderr).join('\n'));
    const messages = migrateRuns.flatMap((run) => run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line)));
    const applied = messages.filter((line) => line.msg === 'migrations applied').flatMap((line) => line.applied);
    assert.deepEqual(applied, migrationNames);
    assert.equal(messages.filter((line) => line.msg === 'schema up to date: no migration to apply').length, 1);
    const { rows } = await db.query('select name from knex_migrations order by id');
    assert.deepEqual(rows.map((row) => row.name), migrationNames);
    for (const replica of stack.replicas) {
      const lines = logLines(replica.logFile);
      assert.ok(!lines.some((line) => line.msg === 'migrations applied'));
      // What it says of the schema: that it matches, at start (on a crowded machine its first read may not
      // answer in time, and it says so), and from /readyz now.
      assert.ok(lines.some((line) => line.msg === 'schema matches this release' || line.msg.startsWith('the schema could not be read')), JSON.stringify(lines.map((line) => line.msg)));
      await waitFor(`replica ${replica.index} to say the schema is current`, async () => {
        const res = await request(`${replica.url}/readyz`);
        return res.status === 200 && JSON.parse(res.body).schema === 'current';
      });
    }
  });

  it('a session made on one replica works on the others, and ends on all of them', async () => {
    const [first, second, third] = stack.replicas;
    const username = `stack_${Date.now().toString(36)}`;
    const res = await stack.signUp(first.url, username, password());
    assert.equal(res.status, 201, res.body);
    const cookie = cookieFrom(res);
    for (const replica of [second, third]) {
      const me = await apiCall(replica.url, '/api/auth/me', { cookie });
      assert.equal(me.status, 200, `replica ${replica.index}: ${me.body}`);
      assert.equal(JSON.parse(me.body).username, username);
    }
    assert.equal((await apiCall(third.url, '/api/auth/logout', { method: 'POST', json: {}, cookie })).status, 204);
    assert.equal((await apiCall(first.url, '/api/auth/me', { cookie })).status, 401);
  });

  it('rate limits hold across replicas (counted in the database)', async () => {
    // Forgot-password allows 5 per hour per address, times RATE_LIMIT_FACTOR (20 here): 100 in all.
    const email = `limit-${Date.now()}@example.org`;
    const statuses = [];
    for (let i = 0; i < 103; i += 1) {
      const replica = stack.replicas[i % 3];
      const res = await apiCall(replica.url, '/api/auth/forgot-password', { method: 'POST', json: { email }, headers: { 'X-Forwarded-For': '203.0.113.9' } });
      statuses.push(res.status);
    }
    assert.deepEqual(statuses.slice(0, 100), Array(100).fill(200));
    assert.deepEqual(statuses.slice(100), [429, 429, 429]);
  });

  it('nginx and the replica log the same request id, and answer it', async () => {
    const given = `stack-test-${Date.now()}`;
    const res = await request(`${stack.url}/api/site-config`, { headers: { 'X-Request-Id': given } });
    assert.equal(res.headers['x-request-id'], given);
    const made = await request(`${stack.url}/livez`);
    const generated = made.headers['x-request-id'];
    assert.match(generated, /^[0-9a-f]{32}$/);
    await sleep(200);
    const access = readFileSync(stack.accessLog, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
    const appLines = stack.replicas.flatMap((replica) => logLines(replica.logFile));
    for (const id of [given, generated]) {
      assert.ok(access.some((line) => line.requestId === id), `nginx logged ${id}`);
      assert.ok(appLines.some((line) => line.msg === 'request' && line.requestId === id), `a replica logged ${id}`);
    }
    // The replica saw the client address nginx saw (TRUST_PROXY=1), not a header the client made up.
    const spoofed = await request(`${stack.url}/livez`, { headers: { 'X-Forwarded-For': '198.51.100.66' } });
    assert.equal(spoofed.status, 200);
  });

  it('a rolling restart under steady mixed load fails no request and loses no accepted write', async () => {
    let restarting = true;
    const load = runLoad({ baseUrl: stack.url, requests: 20_000, seconds: 100, concurrency: 6, maxContacts: CONTACTS_PER_LOAD, maxSignups: SIGNUPS_PER_LOAD, stop: () => !restarting });
    await sleep(1500);
    const events = await stack.rollingRestart();
    await sleep(1500);
    restarting = false;
    const result = await load;
    report(`rolling restart: ${events.map((e) => `replica ${e.replica} ${e.seconds.toFixed(1)} s`).join(', ')}`);
    report(`load: ${summary(result)}`);
    const access = readFileSync(stack.accessLog, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
    const retried = access.filter((line) => line.upstream.includes(',')).length;
    report(`nginx: ${access.length} requests logged, ${retried} moved to another replica after a refused connection`);
    assert.deepEqual(result.failures, []);
    assert.ok(result.requests > 200, `only ${result.requests} requests`);
    assert.ok(result.writes.contact.length > 10 && result.writes.signups.length > 0);

    await assertWritesStored(db, result.writes);
  });

  it('a replica killed with SIGKILL under load: the others take over, every accepted write is stored, and it comes back', async () => {
    let running = true;
    const load = runLoad({ baseUrl: stack.url, requests: 20_000, seconds: 100, concurrency: 6, maxContacts: CONTACTS_PER_LOAD, maxSignups: SIGNUPS_PER_LOAD, stop: () => !running });
    await sleep(1500);
    const victim = stack.replicas[0];
    victim.process.kill('SIGKILL');
    await victim.process.exited;
    // Traffic goes on through the other two while the supervisor (here, the test) starts it again.
    await sleep(2000);
    const t0 = Date.now();
    await stack.restartReplica(victim);
    const backSeconds = (Date.now() - t0) / 1000;
    await sleep(1500);
    running = false;
    const result = await load;
    report(`SIGKILL of replica ${victim.index}: back in ${backSeconds.toFixed(1)} s after its restart; load: ${summary(result)}`);
    report(`SIGKILL failures: ${JSON.stringify(result.failures.map((f) => [f.kind, f.status ?? f.error]))}`);
    // Only what was in flight on the killed replica may fail: a write nginx had already passed on (it never
    // re-sends one) gets nginx's translated 503 (its 502, rewritten); reads are retried on another replica.
    // At most one per client.
    const inFlight = (f) => f.status === 503 && (f.kind === 'contact' || f.kind === 'signup') && f.body?.includes(apiMessages.en['api.gatewayLost']);
    const unexpected = result.failures.filter((f) => !inFlight(f));
    assert.deepEqual(unexpected, []);
    assert.ok(result.failures.length <= 6, `${result.failures.length} failures`);
    assert.ok(result.requests > 100, `only ${result.requests} requests`);

    await assertWritesStored(db, result.writes);
    // What failed in flight on the killed replica, sent again with its Idempotency-Key, is stored exactly once.
    const retried = await assertRetriesStoredOnce(db, stack.url, result.writes.failedContacts);
    const signups = await assertSignupRetriesStoredOnce(db, stack.url, result.writes.failedSignups);
    report(`SIGKILL: sent again with their key, each stored once: ${retried} contact messages, ${signups} sign-ups that failed in flight`);
  });

  it('picks up a redeployed remote on every replica within a minute, with no restart', async () => {
    const versionOn = async (replica) => JSON.parse((await request(`${replica.url}/remotes.json`)).body).remotes.find((r) => r.id === 'forms');
    for (const replica of stack.replicas) assert.ok((await versionOn(replica))?.paths.includes('/contact'));
    const manifestFile = path.join(remoteDir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData.buildInfo.buildVersion = `redeployed-${Date.now()}`;
    manifest.metaData.reentry.paths = [...manifest.metaData.reentry.paths, '/workshop-dates'];
    // The CDN's folder gets the new build's manifest in one step, as an upload of a new version would.
    writeFileSync(`${manifestFile}.new`, JSON.stringify(manifest));
    renameSync(`${manifestFile}.new`, manifestFile);
    const t0 = Date.now();
    for (const replica of stack.replicas) {
      await waitFor(`replica ${replica.index} to read the new manifest`, async () => (await versionOn(replica))?.paths.includes('/workshop-dates'), {
        timeoutMs: 60_000,
        everyMs: 250,
      });
    }
    const seconds = (Date.now() - t0) / 1000;
    report(`remote redeploy seen by all ${stack.replicas.length} replicas in ${seconds.toFixed(1)} s (REMOTES_REFRESH_SECONDS=5)`);
    assert.ok(seconds < 60);
    const page = await request(`${stack.url}/contact`);
    assert.equal(page.status, 200);
  });

  it('a replica started on an older or newer schema says so in /readyz', async () => {
    const schema = 'stack_schema_check';
    assert.equal((await stack.migrate({ DB_SCHEMA: schema })).code, 0);
    const last = migrationNames.at(-1);
    const readyz = async (replica) => {
      const res = await request(`${replica.url}/readyz`);
      return { status: res.status, body: JSON.parse(res.body) };
    };
    const started = async (port) => {
      const replica = stack.startExtraReplica(port, { DB_SCHEMA: schema });
      await waitFor(`replica on ${port} listening`, async () => (await request(`${replica.url}/livez`)).status === 200);
      return replica;
    };

    await db.query(`delete from ${schema}.knex_migrations where name = $1`, [last]);
    const older = await started(4631);
    assert.deepEqual(await readyz(older), { status: 503, body: { status: 'schema-behind', missing: [last] } });
    older.process.kill('SIGTERM');

    await db.query(`insert into ${schema}.knex_migrations (name, batch, migration_time) values ($1, 1, now()), ('999-from-a-newer-release', 2, now())`, [last]);
    await db.query(`update ${schema}.schema_compatibility set requires_migration = '999-from-a-newer-release'`);
    const newer = await started(4633);
    assert.deepEqual(await readyz(newer), { status: 503, body: { status: 'schema-ahead', unknown: ['999-from-a-newer-release'] } });
    // A newer release whose changes are all additions: older replicas keep serving (rolling releases, rollbacks).
    await db.query(`update ${schema}.schema_compatibility set requires_migration = $1`, [last]);
    assert.deepEqual(await readyz(newer), { status: 200, body: { status: 'ok', schema: 'ahead', unknown: ['999-from-a-newer-release'] } });
    newer.process.kill('SIGTERM');
    await Promise.all([older.process.exited, newer.process.exited]);
    await db.query(`drop schema ${schema} cascade`);
  });

  it('serves metrics on the metrics port only', async () => {
    const [replica] = stack.replicas;
    // Counters start at zero when a replica (re)starts (the SIGKILL test restarts this one): count one of our own.
    assert.equal((await request(`${replica.url}/api/site-config`)).status, 200);
    const res = await request(`http://127.0.0.1:${replica.metricsPort}/metrics`);
    assert.equal(res.status, 200);
    assert.match(res.body, /^http_requests_total\{method="GET",route="\/api\/site-config",status="200"\} \d+/m);
    assert.match(res.body, /^db_pool_connections\{state="max"\} 10/m);
    assert.equal((await request(`${stack.url}/metrics`)).status, 404);
  });
});
