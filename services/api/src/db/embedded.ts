import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import lockfile from 'proper-lockfile';

export interface EmbeddedDatabase {
  connectionString: string;
  /** The owner-only folder holding the socket. */
  socketDir: string;
  /** Stops the child database and releases the data directory lock. Safe to call twice. */
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another API process. ` +
        'Stop that process, or set DATA_DIR to a different folder (or DATABASE_URL to a PostgreSQL server).',
    );
    this.name = 'DataDirInUseError';
  }
}

const START_TIMEOUT_MS = 60_000;

/** The child script: built JavaScript under dist, TypeScript (run through tsx) under src in dev and Jest. */
function childCommand(): { args: string[]; cwd: string } {
  const here = import.meta.dirname;
  const packageDir = path.resolve(here, '..', '..');
  const built = path.join(here, 'pglite-server.js');
  if (existsSync(built)) return { args: [built], cwd: packageDir };
  return { args: ['--import', 'tsx', path.join(here, 'pglite-server.ts')], cwd: packageDir };
}

/** PGlite has no lock of its own: a second process on the same directory would silently lose writes. */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'api.lock'),
      // A crashed holder stops refreshing the lock; after this long it counts as stale and may be taken over.
      stale: 15_000,
      update: 5_000,
      retries: 0,
      realpath: false,
      onCompromised: (err) => process.stderr.write(`data directory lock lost: ${err.message}\n`),
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw err;
  }
}

/** Unix socket paths are limited to about 107 bytes; pg connects to <dir>/.s.PGSQL.<port>. */
const SOCKET_PORT = 5432;
const MAX_SOCKET_PATH = 100;

/**
 * The folder the embedded database listens in: owner-only (0700), so another local user cannot even reach
 * the socket, which has no password. Made fresh each start; refuses a folder that is not ours.
 */
export function prepareSocketDir(dataDir: string): { dir: string; socketPath: string } {
  const dir = path.join(dataDir, 'run');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || (typeof process.getuid === 'function' && stat.uid !== process.getuid())) {
    throw new Error(`${dir} must be a folder owned by this user (it holds the embedded database's socket).`);
  }
  chmodSync(dir, 0o700);
  const socketPath = path.join(dir, `.s.PGSQL.${SOCKET_PORT}`);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(`The embedded database's socket path is too long for the system (${socketPath}). Set DATA_DIR to a shorter folder.`);
  }
  return { dir, socketPath };
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const stderr: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const timer = setTimeout(() => reject(new Error('The embedded database did not start within 60 s.')), START_TIMEOUT_MS);
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      clearTimeout(timer);
      if (line.trim() === '{"ready":true}') resolve();
      else reject(new Error(`The embedded database printed an unexpected line: ${line}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database exited (code ${code}) before it was ready:\n${stderr.join('')}`));
    });
  });
}

/**
 * Starts PGlite (PostgreSQL in WebAssembly) in a child process serving `<dataDir>/pglite` on a Unix socket
 * in `<dataDir>/run/` (owner-only). The first start runs initdb and takes several seconds.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  let socket: { dir: string; socketPath: string };
  try {
    socket = prepareSocketDir(dataDir);
  } catch (err) {
    await release().catch(() => undefined);
    throw err;
  }
  const { args, cwd } = childCommand();
  const child = spawn(process.execPath, [...args, path.join(dataDir, 'pglite'), socket.socketPath], {
    cwd,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // If this process exits without calling stop(), the child must not outlive it.
  const killChild = (): void => void child.kill('SIGTERM');
  process.once('exit', killChild);

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopped ??= (async () => {
      process.off('exit', killChild);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // PGlite normally flushes and exits in well under a second; never hang the API's own shutdown on it.
        const forceKill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(forceKill);
      }
      await release().catch(() => undefined);
    })());

  try {
    await waitForReady(child);
    // node-postgres reads a host that starts with / as a socket folder.
    const connectionString = `postgres://postgres@/postgres?host=${encodeURIComponent(socket.dir)}&port=${SOCKET_PORT}`;
    return { connectionString, socketDir: socket.dir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
