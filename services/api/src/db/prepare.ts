import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { migrateLatest, migrateWithLock } from './migrate.js';
import { seed } from './seed.js';

/**
 * One release's database work: migrations (under the advisory lock on a PostgreSQL server; the embedded
 * database already has one process at a time), then the idempotent seed. Run by the migrate command
 * (a Kubernetes Job) or, with MIGRATE_ON_START, by the server before it listens.
 */
export async function prepareDatabase(knex: Knex, config: Config, logger: Logger, embedded: boolean): Promise<string[]> {
  const applied = config.databaseUrl
    ? await migrateWithLock(knex, config.databaseUrl, config.dbSchema)
    : await migrateLatest(knex, config.dbSchema);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  else logger.info('schema up to date: no migration to apply');
  await seed(knex, { embedded, logger, demoPassword: config.demoPassword, dataDir: config.dataDir });
  return applied;
}
