/**
 * Child process: opens PGlite on a data directory and serves it over the PostgreSQL wire protocol on a
 * Unix socket, so the API uses the ordinary `pg` driver. PGlite runs on its own thread here, not the API's.
 * The socket server has no passwords: the socket's folder (owner-only, made by the parent) is the lock.
 * No TCP port is opened. Usage: pglite-server <dataDir> <socketPath>. Prints `{"ready":true}` once ready.
 */
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

async function main(): Promise<void> {
  const [dataDir, socketPath] = process.argv.slice(2);
  if (!dataDir || !socketPath) throw new Error('usage: pglite-server <dataDir> <socketPath>');

  const db = await PGlite.create(dataDir);
  // A socket file left by a crash would make listen fail; the parent holds the data lock, so it is ours.
  rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer({ db, path: socketPath });
  await server.start();

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch(() => undefined);
    // Closing flushes PGlite's state to disk; skipping it can corrupt the data directory.
    await db.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The parent holds our stdin open; when it dies, even by SIGKILL, stdin ends and we shut down too.
  process.stdin.on('end', stop);
  process.stdin.resume();

  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
