import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { repoRoot } from './remotes';

export interface SiteProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts another copy of the built site (API + static web) with extra configuration (on `port`, or any free one). */
export async function startSite(extraEnv: Record<string, string>, { port: fixedPort }: { port?: number } = {}): Promise<SiteProcess> {
  const port = fixedPort || (await freePort());
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['services/api/dist/server.js'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'reentry-site-')), LOG_LEVEL: 'warn', ...extraEnv },
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
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
