import type Koa from 'koa';
import { apiPost } from '../test/api-client.js';
import { answerProblem, checkRows, faultTableLine, retryUntilSaved, timeUntil } from '../test/faults/fault-check.js';
import { openFaultSite, sleep, type FaultSite } from '../test/faults/fault-site.js';
import { startMixedLoad } from '../test/faults/mixed-load.js';
import { postgresBinariesPresent, startOwnPostgres, type OwnPostgres } from '../test/faults/own-postgres.js';
import { contactBody, newRun } from '../test/duplicates-kit.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';
import { testApp } from '../test/test-app.js';
import { createLogger } from '../logger.js';

// Fault 1 (docs/faults.md): PostgreSQL killed mid-load (pg_ctl stop -m immediate), started again 5 s later.
const present = postgresBinariesPresent();
if (!present) process.stdout.write('SKIPPED postgres-killed: no PostgreSQL server binaries (set PG_BIN or install postgresql-15)\n');
const describeIf = present ? describe : describe.skip;

let pg: OwnPostgres;
let db: TestDatabase;
let app: Koa;
let site: FaultSite;

beforeAll(async () => {
  pg = await startOwnPostgres();
  // Knex's own reports of the outage would flood the test output; the answers are what is checked.
  db = await createTestDatabase(pg.url, { logger: createLogger('silent') });
  app = testApp(db.knex);
  site = await openFaultSite(app, db.knex);
}, 40_000);
afterAll(async () => {
  await site?.close();
  await db?.knex.destroy();
  await pg?.destroy();
});

describeIf('PostgreSQL killed in the middle of a mixed load', () => {
  it('answers 503 fast while it is down, recovers by itself within 10 s, and loses no saved write', async () => {
    const load = startMixedLoad(site.target);
    await sleep(2000);

    load.setPhase('outage');
    await pg.kill();
    const downAt = Date.now();
    await sleep(300);
    const ready = await site.get('/readyz');
    const live = await site.get('/livez');
    const started = performance.now();
    const write = await apiPost(app, '/api/contact', contactBody(newRun()), { lang: 'es', headers: { 'Idempotency-Key': `probe-${newRun()}` } });
    const writeMs = performance.now() - started;
    expect(ready.status).toBe(503);
    expect(live.status).toBe(200);
    expect(write.status).toBe(503);
    expect(write.headers['retry-after']).toBeDefined();
    expect(writeMs).toBeLessThan(3000);

    await sleep(Math.max(0, 5000 - (Date.now() - downAt)));
    await pg.start();
    load.setPhase('after');
    const recoveryMs = await timeUntil(async () => (await site.get('/readyz')).status === 200, 10_000);
    await sleep(2000);
    const answers = await load.stop();

    const retries = await retryUntilSaved(site.target.base, answers);
    const rows = await checkRows(db.knex, [...answers, ...retries], site.learnerId);
    faultTableLine('postgres killed 5 s', answers, rows, recoveryMs);

    expect(recoveryMs).toBeDefined();
    expect([...answers, ...retries].map(answerProblem).filter(Boolean)).toEqual([]);
    expect(answers.filter((a) => a.phase === 'outage' && a.status === 503).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.phase === 'after' && a.status < 300).length).toBeGreaterThan(0);
    expect(retries.every((a) => a.status < 300)).toBe(true);
    expect(rows).toEqual({ missing: 0, duplicated: 0 });
  }, 55_000);
});
