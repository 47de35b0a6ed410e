import knexPkg, { type Knex } from 'knex';
import pg from 'pg';
import { knexSnakeCaseMappers } from 'objection';
import type { Logger } from '../logger.js';

// COUNT(*) and bigint ids arrive as strings by default; our values stay far below 2^53.
pg.types.setTypeParser(20, Number);

export interface KnexOptions {
  connectionString: string;
  /** Work inside this schema (tests use one per file); it must exist before queries run. */
  schema?: string;
  poolMax?: number;
  /** Where knex reports pool and connection trouble (default: the console). */
  logger?: Logger;
}

/** One factory for server and tests, with timeouts so a dead database fails in seconds, not minutes. */
export function createKnex({ connectionString, schema, poolMax = 10, logger }: KnexOptions): Knex {
  return knexPkg({
    client: 'pg',
    connection: {
      connectionString,
      connectionTimeoutMillis: 2000,
      statement_timeout: 10_000,
      idle_in_transaction_session_timeout: 30_000,
    },
    searchPath: schema ? [schema] : undefined,
    pool: { min: 0, max: poolMax },
    // Well under the 3 s a client may wait for a refusal when every connection is busy (docs/faults.md, fault
    // 3): a crowded machine adds up to a second of scheduling on top.
    acquireConnectionTimeout: 2000,
    ...knexSnakeCaseMappers(),
    log: logger && {
      warn: (message: unknown) => logger.warn({ knex: String(message) }, 'knex warning'),
      error: (message: unknown) => logger.error({ knex: String(message) }, 'knex error'),
      deprecate: (message: unknown) => logger.warn({ knex: String(message) }, 'knex deprecation'),
      debug: (message: unknown) => logger.debug({ knex: String(message) }, 'knex debug'),
    },
  });
}
