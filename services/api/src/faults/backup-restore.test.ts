import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import pg from 'pg';
import { createApp } from '../app.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded.js';
import { createKnex } from '../db/knex.js';
import { migrateLatest } from '../db/migrate.js';
import { createLogger } from '../logger.js';
import { loadKeyring } from '../modules/encryption/data-key-file.js';
import { userWith } from '../test/admin-kit.js';
import { apiGet, apiPost } from '../test/api-client.js';
import { assistanceBody, newRun } from '../test/duplicates-kit.js';
import { randomSchemaName, TEST_DATABASE_URL } from '../test/test-db.js';
import { testConfig } from '../test/test-app.js';

// Fault 9 (docs/faults.md, "Backup and restore"): the documented steps, run for real on both databases.
const logger = createLogger('silent');

/** The site on `knex`, with the encryption key a real install keeps: the key file in DATA_DIR. */
function site(knex: Knex, dataDir: string) {
  const config = testConfig({ DATA_DIR: dataDir });
  return createApp({ config, knex, logger, keyring: loadKeyring({ dataDir }, logger) });
}

/** Sends an assistance application; answers the email it is stored under. */
async function apply(knex: Knex, dataDir: string): Promise<string> {
  const run = newRun();
  const res = await apiPost(site(knex, dataDir), '/api/assistance-requests', assistanceBody(run), { headers: { 'Idempotency-Key': `backup-${run}` } });
  expect(res.status).toBe(201);
  return `${run}@example.org`;
}

/** What an admin sees of the application stored under `email` (the sensitive field decrypted), or undefined. */
async function adminView(knex: Knex, dataDir: string, email: string): Promise<{ currentSituation?: string } | undefined> {
  const row = (await knex('assistance_requests').where({ email }).first('id', 'currentSituation')) as { id: number; currentSituation: string } | undefined;
  if (!row) return undefined;
  // Stored encrypted: only the key kept with the backup turns it back into text.
  expect(row.currentSituation).not.toMatch(/Shelter/);
  const admin = await userWith(knex, `admin${newRun()}`, { isAdmin: true });
  const res = await apiGet(site(knex, dataDir), `/api/admin/assistance-requests/${row.id}`, admin.cookie);
  expect(res.status).toBe(200);
  return res.body as { currentSituation?: string };
}

const sh = (file: string, args: string[]) => execFileSync(file, args, { stdio: 'pipe' }).toString();

describe('backup and restore of the embedded database (stop, copy DATA_DIR, copy it back)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fault-backup-'));
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'backup');
  let embedded: EmbeddedDatabase | undefined;
  let knex: Knex | undefined;
  const start = async () => {
    embedded = await startEmbeddedDatabase(dataDir);
    knex = createKnex({ connectionString: embedded.connectionString, poolMax: 1, logger });
    await migrateLatest(knex);
    return knex;
  };
  const stop = async () => {
    await knex?.destroy();
    await embedded?.stop();
    knex = undefined;
    embedded = undefined;
  };
  afterAll(async () => {
    await stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the backed-up rows after a restore, and the sensitive fields still decrypt', async () => {
    const kept = await apply(await start(), dataDir);
    // Back up: stop the server, copy the whole folder (database, encryption key, session secret).
    await stop();
    sh('cp', ['-a', dataDir, backupDir]);
    // Write more after the backup.
    const later = await apply(await start(), dataDir);
    await stop();
    // Restore: with the server stopped, put the copy back in place of the folder.
    sh('rm', ['-rf', dataDir]);
    sh('cp', ['-a', backupDir, dataDir]);

    const restored = await start();
    expect((await adminView(restored, dataDir, kept))?.currentSituation).toMatch(/^Shelter bed until the end of the month/);
    expect(await adminView(restored, dataDir, later)).toBeUndefined();
  }, 120_000);
});

describe('backup and restore on PostgreSQL (pg_dump -Fc, pg_restore --no-owner into a new database)', () => {
  const schema = randomSchemaName();
  const restoredDb = `restore_${schema}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fault-backup-pg-'));
  const dump = path.join(dataDir, 'backup.dump');
  const source = createKnex({ connectionString: TEST_DATABASE_URL, schema, poolMax: 2, logger });
  const restoredUrl = new URL(TEST_DATABASE_URL);
  restoredUrl.pathname = `/${restoredDb}`;
  const target = createKnex({ connectionString: restoredUrl.toString(), schema, poolMax: 2, logger });
  afterAll(async () => {
    await target.destroy();
    await source.raw('drop schema if exists ?? cascade', [schema]);
    await source.destroy();
    // Not through the app's pool: its 10 s statement timeout cancelled this drop on a loaded machine.
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${restoredDb}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the dumped rows from the restored database, and the sensitive fields still decrypt', async () => {
    await migrateLatest(source, schema);
    const kept = await apply(source, dataDir);
    // Back up (a tenant schema here; a whole database in production: leave out -n).
    sh('pg_dump', ['-Fc', '-n', schema, '-f', dump, TEST_DATABASE_URL]);
    const later = await apply(source, dataDir);
    // Restore into a new database, then point the site at it.
    await source.raw('create database ??', [restoredDb]);
    sh('pg_restore', ['--no-owner', '-d', restoredUrl.toString(), dump]);

    expect((await adminView(target, dataDir, kept))?.currentSituation).toMatch(/^Shelter bed until the end of the month/);
    expect(await adminView(target, dataDir, later)).toBeUndefined();
    // The restored schema is current: the migrate step (run after a restore) has nothing to add.
    expect(await migrateLatest(target, schema)).toEqual([]);
  }, 60_000);
});
