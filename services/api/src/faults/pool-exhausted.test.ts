import type { Knex } from 'knex';
import { createKnex } from '../db/knex.js';
import { migrateLatest } from '../db/migrate.js';
import { answerProblem, checkRows, faultTableLine, retryUntilSaved, timeUntil } from '../test/faults/fault-check.js';
import { openFaultSite, sleep, type FaultSite } from '../test/faults/fault-site.js';
import { sendWrite, startMixedLoad } from '../test/faults/mixed-load.js';
import { contactBody, newRun } from '../test/duplicates-kit.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from '../test/test-db.js';
import { testApp } from '../test/test-app.js';
import { createLogger } from '../logger.js';

// Fault 3 (docs/faults.md): slow queries hold every pooled connection (DB_POOL_MAX); new requests must
// get a 503 within about 3 s (the acquire timeout), not join a queue that grows without end.
const POOL_MAX = 3;
const HOLD_MS = 7000;
const schema = randomSchemaName();
let knex: Knex;
let site: FaultSite;

interface Pool {
  numPendingAcquires(): number;
  numUsed(): number;
}
const pool = () => (knex.client as { pool: Pool }).pool;

beforeAll(async () => {
  knex = createKnex({ connectionString: TEST_DATABASE_URL, schema, poolMax: POOL_MAX, logger: createLogger('silent') });
  await migrateLatest(knex, schema);
  site = await openFaultSite(testApp(knex), knex);
});
afterAll(async () => {
  await site?.close();
  await dropSchema(knex, schema);
  await knex.destroy();
});

describe('every database connection held by slow queries', () => {
  it('answers new requests with a 503 within about 3 s, keeps the wait list and memory bounded, and recovers', async () => {
    const load = startMixedLoad(site.target);
    await sleep(1500);

    load.setPhase('outage');
    // `.then` starts each query now (a knex query runs only once something waits on it).
    const slow = Array.from({ length: POOL_MAX }, () => knex.raw(`select pg_sleep(${HOLD_MS / 1000})`).then(() => undefined));
    await sleep(200);
    const rssBefore = process.memoryUsage().rss;
    // A burst on top of the load: 60 writes at once, each must be refused quickly, not queued.
    const burst = Array.from({ length: 60 }, (_, i) => {
      const run = newRun();
      return sendWrite(site.target.base, { kind: 'contact', path: '/api/contact', body: contactBody(run), key: `burst-${run}`, email: `${run}@example.org` }, i % 2 ? 'es' : 'en', 'burst');
    });
    let maxPending = 0;
    const sampler = setInterval(() => (maxPending = Math.max(maxPending, pool().numPendingAcquires())), 50);
    const burstAnswers = await Promise.all(burst);
    const rssGrowthMb = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
    await Promise.all(slow);
    clearInterval(sampler);

    load.setPhase('after');
    const recoveryMs = await timeUntil(async () => (await site.get('/readyz')).status === 200, 10_000);
    await sleep(1500);
    const answers = [...(await load.stop()), ...burstAnswers];
    const retries = await retryUntilSaved(site.target.base, answers);
    const rows = await checkRows(knex, [...answers, ...retries], site.learnerId);
    faultTableLine(`pool of ${POOL_MAX} held ${HOLD_MS / 1000} s`, answers, rows, recoveryMs);
    process.stdout.write(`pool exhaustion: most waiting for a connection ${maxPending}, RSS growth during the burst ${rssGrowthMb.toFixed(1)} MB\n`);

    const burstMs = burstAnswers.map((a) => a.ms).sort((a, b) => a - b);
    process.stdout.write(`burst of 60: all 503 ${burstAnswers.every((a) => a.status === 503)}, median ${burstMs[30]} ms, slowest ${burstMs[59]} ms\n`);
    expect(burstAnswers.every((a) => a.status === 503)).toBe(true);
    // The goal: refused within about 3 s, never queued behind the held connections (queued, the last of the 60
    // would wait for the 7 s queries many times over). The acquire timeout is 2 s; on a busy machine (CI's unit
    // and browser halves side by side on 2 cores) scheduling adds up to about 1.5 s: a fresh-clone run measured
    // a median of 3,055 ms with nothing else wrong.
    expect(burstMs[30]).toBeLessThan(3500);
    expect(burstMs[59]).toBeLessThan(4500);
    expect([...answers, ...retries].map(answerProblem).filter(Boolean)).toEqual([]);
    // The wait list is bounded by the clients that are waiting (4 workers + the burst of 60), not by time:
    // it does not grow while the connections are held. A request may wait for more than one connection at
    // once (a fresh-clone CI run saw 71 waits for 64 clients), so the bound is two per client.
    expect(maxPending).toBeLessThanOrEqual(2 * (4 + 60));
    expect(pool().numPendingAcquires()).toBe(0);
    expect(rssGrowthMb).toBeLessThan(100);
    expect(recoveryMs).toBeDefined();
    expect(rows).toEqual({ missing: 0, duplicated: 0 });
  }, 50_000);
});
