import path from 'node:path';
import type { Knex } from 'knex';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded.js';
import { createKnex } from '../db/knex.js';
import { migrateLatest } from '../db/migrate.js';
import { createLogger } from '../logger.js';
import { answerProblem, checkRows, faultTableLine, retryUntilSaved, timeUntil } from '../test/faults/fault-check.js';
import { openFaultSite, sleep, type FaultSite } from '../test/faults/fault-site.js';
import { sendWrite, startMixedLoad, type Answer } from '../test/faults/mixed-load.js';
import { canMountTmpfs, mountSmallDisk, type SmallDisk } from '../test/faults/small-disk.js';
import { contactBody, newRun } from '../test/duplicates-kit.js';
import { testApp } from '../test/test-app.js';

// Fault 8 (docs/faults.md): the embedded database's folder runs out of space mid-load, then space returns.
const mountable = canMountTmpfs();
if (mountable !== true) process.stdout.write(`SKIPPED embedded-disk-full: cannot mount a small disk here (${mountable})\n`);
const describeIf = mountable === true ? describe : describe.skip;

let disk: SmallDisk | undefined;
let embedded: EmbeddedDatabase | undefined;
let knex: Knex | undefined;
let site: FaultSite | undefined;
let fatal: Error | undefined;

// The first start runs initdb inside PGlite: 5 s on a quiet machine, up to a minute on a busy one.
beforeAll(async () => {
  if (mountable !== true) return;
  disk = mountSmallDisk(256);
  embedded = await startEmbeddedDatabase(path.join(disk.dir, 'data'), { onFatal: (err) => (fatal = err) });
  knex = createKnex({ connectionString: embedded.connectionString, poolMax: 1, logger: createLogger('silent') });
  await migrateLatest(knex);
  site = await openFaultSite(testApp(knex), knex);
}, 90_000);
afterAll(async () => {
  await site?.close();
  await knex?.destroy();
  await embedded?.stop();
  disk?.free();
  disk?.unmount();
});

const probeWrite = () => {
  const run = newRun();
  return sendWrite(site!.target.base, { kind: 'contact', path: '/api/contact', body: contactBody(run), key: `disk-${run}`, email: `${run}@example.org` }, 'es', 'full');
};

describeIf('the embedded database folder runs out of disk space', () => {
  it('refuses writes with a 503 while the disk is full, loses nothing answered 2xx, and recovers when space returns', async () => {
    const load = startMixedLoad(site!.target, { workers: 3 });
    await sleep(2000);

    load.setPhase('full');
    disk!.fill();
    // Writes keep coming until the database notices (its files may still have some room inside them).
    const probes: Answer[] = [];
    const refusedMs = await timeUntil(async () => {
      const answer = await probeWrite();
      probes.push(answer);
      return answer.status === 503;
    }, 20_000, 100);
    await sleep(2000);

    load.setPhase('after');
    disk!.free();
    const recoveryMs = await timeUntil(async () => (await probeWrite()).status === 201, 15_000);
    await sleep(1500);
    const answers = [...(await load.stop()), ...probes];
    const retries = await retryUntilSaved(site!.target.base, answers);
    const all = [...answers, ...retries];
    const rows = await checkRows(knex!, all, site!.learnerId);
    faultTableLine('embedded disk full', answers, rows, recoveryMs);

    expect(refusedMs).toBeDefined();
    expect(fatal).toBeUndefined();
    expect(recoveryMs).toBeDefined();
    expect(all.map(answerProblem).filter(Boolean)).toEqual([]);
    expect(rows).toEqual({ missing: 0, duplicated: 0 });
  }, 58_000);
});
