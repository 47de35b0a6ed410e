import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataDirInUseError, startEmbeddedDatabase } from './embedded.js';

// The first start runs initdb inside PGlite (several seconds on these machines).
jest.setTimeout(120_000);

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'embedded-db-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function query<Row extends pg.QueryResultRow>(connectionString: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded database launcher', () => {
  it('serves PGlite to the pg driver, refuses a second launcher on the same directory, and releases on stop', async () => {
    const first = await startEmbeddedDatabase(dataDir);
    try {
      expect(await query(first.connectionString, 'select 1 as one')).toEqual([{ one: 1 }]);
      await query(first.connectionString, "create table kept (note text); insert into kept values ('still here')");
      await expect(startEmbeddedDatabase(dataDir)).rejects.toThrow(DataDirInUseError);
      await expect(startEmbeddedDatabase(dataDir)).rejects.toThrow(/in use by another API process/);
    } finally {
      await first.stop();
    }

    // Stopped: the lock is gone and the data survived, so a new launcher starts on the same directory.
    const second = await startEmbeddedDatabase(dataDir);
    try {
      expect(await query(second.connectionString, 'select note from kept')).toEqual([{ note: 'still here' }]);
    } finally {
      await second.stop();
    }
  });
});
