import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataDirInUseError, startEmbeddedDatabase } from './embedded.js';

// The first start runs initdb inside PGlite (several seconds on these machines).
jest.setTimeout(120_000);

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'embedded-db-'));
  // Readable by others like a home folder, so only the database's own socket folder keeps them out.
  chmodSync(dataDir, 0o755);
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

/** Where a client would connect, from a pg connection string: a Unix socket or a TCP host and port. */
function target(connectionString: string): { path: string } | { host: string; port: number } {
  // A socket connection string has no host part ("postgres://user@/db?host=/dir"), which URL refuses.
  const url = new URL(connectionString.replace('@/', '@socket/'));
  const socketDir = url.searchParams.get('host');
  const port = Number(url.searchParams.get('port') ?? (url.port || 5432));
  return socketDir?.startsWith('/') ? { path: path.join(socketDir, `.s.PGSQL.${port}`) } : { host: url.hostname, port };
}

/** Tries to open a connection as another local user (nobody); returns 'connected' or the error code. */
function connectAs(user: string, where: ReturnType<typeof target>): string {
  const script = `require('net').connect(${JSON.stringify(where)}).on('connect', () => { console.log('connected'); process.exit(0); }).on('error', (e) => { console.log(e.code); process.exit(0); });`;
  return execFileSync('runuser', ['-u', user, '--', process.execPath, '-e', script], { encoding: 'utf8', cwd: '/' }).trim();
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

describe('embedded database access (issue 9, defect 3)', () => {
  it('listens on a Unix socket in an owner-only folder under DATA_DIR, not on a TCP port', async () => {
    const db = await startEmbeddedDatabase(dataDir);
    try {
      const where = target(db.connectionString);
      expect(where).toEqual({ path: path.join(dataDir, 'run', '.s.PGSQL.5432') });
      expect(statSync(path.join(dataDir, 'run')).mode & 0o777).toBe(0o700);
      expect(await query(db.connectionString, 'select 2 as two')).toEqual([{ two: 2 }]);
    } finally {
      await db.stop();
    }
  });

  // CI runs as root, so the test can become another user; elsewhere it cannot, and says so.
  (isRoot ? it : it.skip)('refuses another local user (runs as root to drop to nobody; skipped when not root)', async () => {
    const db = await startEmbeddedDatabase(dataDir);
    try {
      expect(connectAs('nobody', target(db.connectionString))).toBe('EACCES');
      // This process (the API's user) still gets in.
      expect(await query(db.connectionString, 'select 3 as three')).toEqual([{ three: 3 }]);
    } finally {
      await db.stop();
    }
  });
});

describe('embedded database child that dies (docs/faults.md, fault 2)', () => {
  it('is started again on the same folder; one that keeps dying is reported as fatal, for the server to exit', async () => {
    let fatal: Error | undefined;
    const db = await startEmbeddedDatabase(dataDir, { maxRestarts: 1, onFatal: (err) => (fatal = err) });
    try {
      const first = db.childPid()!;
      process.kill(first, 'SIGKILL');
      const restarted = async () => {
        for (let i = 0; i < 300 && (db.childPid() === first || !(await query(db.connectionString, 'select 1 as one').catch(() => undefined))); i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      await restarted();
      expect(await query(db.connectionString, 'select note from kept')).toEqual([{ note: 'still here' }]);
      expect(fatal).toBeUndefined();

      // A second death within the minute is one more than allowed here: no new child, onFatal instead.
      const second = db.childPid()!;
      process.kill(second, 'SIGKILL');
      for (let i = 0; i < 100 && !fatal; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fatal?.message).toMatch(/stopped .* 2 times in a minute; giving up/);
      expect(db.childPid()).toBe(second);
    } finally {
      await db.stop();
    }
  });
});
