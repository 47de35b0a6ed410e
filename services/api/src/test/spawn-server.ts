import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface RunningServer {
  child: ChildProcess;
  /** Resolves with the first log line whose `msg` matches. */
  waitForLog(msg: string): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; stderr: string }>;
}

const packageDir = path.resolve(import.meta.dirname, '..', '..');

/** Runs the real entry point (src/server.ts through tsx) as a separate process, as production would. */
export function spawnServer(env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters: { msg: string; resolve(line: Record<string, unknown>): void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    logs.push(entry);
    for (const waiter of waiters.filter((w) => w.msg === entry.msg)) waiter.resolve(entry);
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  const waitForLog = (msg: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const seen = logs.find((entry) => entry.msg === msg);
      if (seen) return resolve(seen);
      waiters.push({ msg, resolve });
      void exited.then(({ code, stderr: err }) => reject(new Error(`server exited (${code}) before "${msg}":\n${err}`)));
    });
  return { child, exited, waitForLog };
}
