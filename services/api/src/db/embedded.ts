import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import lockfile from 'proper-lockfile';

export interface EmbeddedDatabase {
  connectionString: string;
  /** The owner-only folder holding the socket. */
  socketDir: string;
  /** The process id of the child serving the database now (it changes when the child is restarted). */
  childPid(): number | undefined;
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

export interface EmbeddedOptions {
  /**
   * The child died and could not be brought back (it kept dying): the API should exit non-zero so its
   * supervisor restarts the whole server. Without it, the error is only written to stderr.
   */
  onFatal?: (err: Error) => void;
  /** Restarts allowed within RESTART_WINDOW_MS before giving up (default 3). */
  maxRestarts?: number;
}

/** A child that dies this many times within a minute is not coming back by itself. */
const RESTART_WINDOW_MS = 60_000;

/**
 * Starts PGlite (PostgreSQL in WebAssembly) in a child process serving `<dataDir>/pglite` on a Unix socket
 * in `<dataDir>/run/` (owner-only). The first start runs initdb and takes several seconds.
 *
 * If the child dies on its own (killed, crashed), it is started again on the same folder and socket: the
 * connection pool reconnects by itself, and requests meanwhile get a 503. PostgreSQL's write-ahead log makes
 * every committed write survive. If it dies more than `maxRestarts` times in a minute, `onFatal` is called.
 */
export async function startEmbeddedDatabase(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
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
  const spawnChild = (): ChildProcess =>
    spawn(process.execPath, [...args, path.join(dataDir, 'pglite'), socket.socketPath], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  let child = spawnChild();
  let stopping = false;
  const restarts: number[] = [];
  // If this process exits without calling stop(), the child must not outlive it.
  const killChild = (): void => void child.kill('SIGTERM');
  process.once('exit', killChild);

  const fatal = (err: Error): void => {
    if (options.onFatal) options.onFatal(err);
    else process.stderr.write(`${err.message}\n`);
  };
  const restartOnDeath = (current: ChildProcess): void => {
    current.once('exit', (code, signal) => {
      if (stopping || current !== child) return;
      const now = Date.now();
      restarts.push(now);
      while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length > (options.maxRestarts ?? 3)) {
        fatal(new Error(`The embedded database stopped (code ${code}, signal ${signal}) ${restarts.length} times in a minute; giving up.`));
        return;
      }
      process.stderr.write(`The embedded database stopped (code ${code}, signal ${signal}); starting it again.\n`);
      child = spawnChild();
      waitForReady(child).then(
        () => restartOnDeath(child),
        (err: Error) => fatal(err),
      );
    });
  };

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopped ??= (async () => {
      stopping = true;
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
    restartOnDeath(child);
    // node-postgres reads a host that starts with / as a socket folder.
    const connectionString = `postgres://postgres@/postgres?host=${encodeURIComponent(socket.dir)}&port=${SOCKET_PORT}`;
    return { connectionString, socketDir: socket.dir, childPid: () => child.pid, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
