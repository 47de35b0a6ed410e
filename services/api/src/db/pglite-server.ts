/**
 * Child process: opens PGlite on a data directory and serves it over the PostgreSQL wire protocol on
 * 127.0.0.1, so the API uses the ordinary `pg` driver. PGlite runs on its own thread here, not the API's.
 * Usage: pglite-server <dataDir>. Prints one JSON line `{"port":N}` once ready.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: pglite-server <dataDir>');

  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());

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

  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
