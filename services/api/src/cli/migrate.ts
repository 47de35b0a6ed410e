/**
 * Migrates the database once per release, as a Kubernetes Job (or a release step) would, with the same
 * configuration as the server: `npm run migrate -w @reentry/api` (node dist/cli/migrate.js).
 * Safe to run twice at once: the second waits on the advisory lock and finds nothing left to do.
 * Exit 0 when the schema is up to date; 1 (with the reason on stderr) otherwise.
 */
import { loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/embedded.js';
import { openDatabase } from '../db/open.js';
import { prepareDatabase } from '../db/prepare.js';
import { createLogger } from '../logger.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel).child({ part: 'migrate' });
  const { knex, embedded } = await openDatabase(config, logger);
  try {
    await prepareDatabase(knex, config, logger, embedded !== undefined);
  } finally {
    await knex.destroy();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError) {
    process.stderr.write(`The API server is running and holds the embedded database; it migrates at start on its own.\n(${err.message})\n`);
  } else {
    process.stderr.write(`Migration failed: ${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exit(1);
});
