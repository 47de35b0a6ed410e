import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.js';
import { createKnex } from './knex.js';

/**
 * The server's database, and the one CLI tools use: DATABASE_URL, or the embedded database under DATA_DIR.
 * `onEmbeddedFatal`: the embedded database died and would not start again (the server exits non-zero).
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  onEmbeddedFatal?: (err: Error) => void,
): Promise<{ knex: Knex; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) {
    return { knex: createKnex({ connectionString: config.databaseUrl, schema: config.dbSchema, poolMax: config.dbPoolMax, logger }) };
  }
  logger.info({ dataDir: config.dataDir }, 'no DATABASE_URL: starting the embedded database (first start takes a few seconds)');
  const embedded = await startEmbeddedDatabase(config.dataDir, { onFatal: onEmbeddedFatal });
  // PGlite executes one query at a time; a single pooled connection avoids queueing inside the socket server.
  const knex = createKnex({ connectionString: embedded.connectionString, schema: config.dbSchema, poolMax: 1, logger });
  return { knex, embedded };
}
