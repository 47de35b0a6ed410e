import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timeUntil } from '../test/faults/fault-check.js';
import { spawnServer } from '../test/spawn-server.js';
import { TEST_DATA_KEY } from '../test/test-app.js';

// Fault 2, second half (docs/faults.md): an embedded database that keeps dying makes the server exit
// non-zero, so its supervisor restarts the whole server; the data folder then opens again. The first start
// runs PGlite's initdb: about 15 s in all on a quiet machine, up to two minutes on a crowded one.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fault-keeps-dying-'));
const env = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'fault-test-secret-of-at-least-32-chars',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'info',
  DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The embedded database's process: the child of `parent` running pglite-server. */
function databaseChild(parent: number): number | undefined {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('pglite-server')) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return undefined;
}

async function nextChild(parent: number, not?: number): Promise<number | undefined> {
  for (let i = 0; i < 300; i += 1) {
    const pid = databaseChild(parent);
    if (pid && pid !== not) return pid;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

describe('an embedded database that keeps dying', () => {
  it('makes the server exit with code 1 after the fourth death in a minute; a new server opens the folder again', async () => {
    const server = spawnServer(env);
    await server.waitForLog('listening');
    let exitCode: number | null | undefined;
    void server.exited.then(({ code }) => (exitCode = code));
    const gaveUp = server.waitForLog('the embedded database keeps stopping; exiting so the supervisor restarts the server');
    let pid = await nextChild(server.child.pid!);
    for (let death = 1; death <= 4 && pid && exitCode === undefined; death += 1) {
      process.kill(pid, 'SIGKILL');
      pid = death < 4 ? await nextChild(server.child.pid!, pid) : undefined;
    }
    expect((await gaveUp).level).toBe(60);
    const { code } = await server.exited;
    expect(code).toBe(1);

    const again = spawnServer(env);
    const { port } = (await again.waitForLog('listening')) as { port: number };
    // Ready as a balancer sees it: /readyz polled. Its check allows the database 1 s, and the first queries
    // of a folder just opened took longer than that on a crowded machine (one 503 failed a CI run).
    const readyAfterMs = await timeUntil(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200, 30_000);
    expect(readyAfterMs).toBeDefined();
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  }, 180_000);
});
