import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded.js';
import { createKnex } from '../db/knex.js';
import { migrateLatest } from '../db/migrate.js';
import { answerProblem, checkRows, faultTableLine, retryUntilSaved, timeUntil } from '../test/faults/fault-check.js';
import { openFaultSite, sleep, type FaultSite } from '../test/faults/fault-site.js';
import { startMixedLoad, type Answer } from '../test/faults/mixed-load.js';
import { testApp } from '../test/test-app.js';
import { createLogger } from '../logger.js';

// Fault 2 (docs/faults.md): the embedded database's child process (PGlite) killed with SIGKILL mid-load.
// The API starts the child again on the same folder; the pool reconnects; nothing answered 2xx is lost.
let dataDir: string;
let embedded: EmbeddedDatabase | undefined;
let knex: Knex | undefined;
let site: FaultSite | undefined;
let fatal: Error | undefined;

async function open(): Promise<Knex> {
  embedded = await startEmbeddedDatabase(dataDir, { onFatal: (err) => (fatal = err) });
  knex = createKnex({ connectionString: embedded.connectionString, poolMax: 1, logger: createLogger('silent') });
  return knex;
}

async function close(): Promise<void> {
  await site?.close();
  await knex?.destroy();
  await embedded?.stop();
  site = undefined;
  knex = undefined;
  embedded = undefined;
}

// The first start runs initdb inside PGlite: 5 s on a quiet machine, up to a minute on a busy one.
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fault-embedded-'));
  await migrateLatest(await open());
}, 90_000);
afterAll(async () => {
  await close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database child killed in the middle of a mixed load', () => {
  it('is started again, the site recovers by itself, and every saved write is there after a full restart too', async () => {
    site = await openFaultSite(testApp(knex!), knex!);
    const load = startMixedLoad(site.target, { workers: 3 });
    await sleep(2500);

    const oldPid = embedded!.childPid()!;
    load.setPhase('outage');
    process.kill(oldPid, 'SIGKILL');
    const recoveryMs = await timeUntil(async () => (await site!.get('/readyz')).status === 200, 15_000);
    load.setPhase('after');
    await sleep(2000);
    const answers = await load.stop();
    const retries: Answer[] = await retryUntilSaved(site.target.base, answers);
    const all = [...answers, ...retries];
    const rows = await checkRows(knex!, all, site.learnerId);
    faultTableLine('embedded child SIGKILL', answers, rows, recoveryMs);

    expect(fatal).toBeUndefined();
    expect(embedded!.childPid()).not.toBe(oldPid);
    expect(recoveryMs).toBeDefined();
    expect(all.map(answerProblem).filter(Boolean)).toEqual([]);
    expect(retries.every((a) => a.status < 300)).toBe(true);
    expect(rows).toEqual({ missing: 0, duplicated: 0 });

    // The data folder opens again after a full stop, with every saved row.
    const learnerId = site.learnerId;
    await close();
    expect(await checkRows(await open(), all, learnerId)).toEqual({ missing: 0, duplicated: 0 });
  }, 58_000);
});
