import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { repoRoot } from './remotes';
import { addDemoAccounts, dropSchema, newSchemaName, sitesDatabaseUrl } from './site-database';

export interface SiteProcess {
  url: string;
  /** The site's DATA_DIR (its embedded database, when it has one, and its mail outbox). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface SiteOptions {
  /** Default: any free port of this worker's slice. */
  port?: number;
  /** 'embedded': always on an embedded database, even when the run has E2E_DATABASE_URL. */
  database?: 'embedded';
}

/**
 * Starts another copy of the built site (API + static web) with extra configuration, on a fresh database:
 * a schema of its own on E2E_DATABASE_URL when the run has one (site-database.ts), else an embedded one in
 * a fresh DATA_DIR. A DATA_DIR or DATABASE_URL in `extraEnv` is the caller's own, used as it is.
 */
export async function startSite(extraEnv: Record<string, string>, { port: fixedPort, database }: SiteOptions = {}): Promise<SiteProcess> {
  const port = fixedPort || (await freePort());
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const callersDatabase = 'DATA_DIR' in extraEnv || 'DATABASE_URL' in extraEnv;
  const schema = sitesDatabaseUrl && database !== 'embedded' && !callersDatabase ? newSchemaName('site') : undefined;
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'reentry-site-'));
  const child: ChildProcess = spawn(process.execPath, ['services/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(schema ? { DATABASE_URL: sitesDatabaseUrl!, DB_SCHEMA: schema } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  // A first start creates its embedded database (seconds on a quiet machine, minutes on a crowded one).
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`site on port ${port} not ready after 150 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The server has migrated its schema by now; on PostgreSQL it adds no demo accounts by itself.
  if (schema) await addDemoAccounts(schema, extraEnv.DEMO_PASSWORD);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      if (schema) await dropSchema(schema);
    },
  };
}
