import type { Knex } from 'knex';
import pg from 'pg';
import { migrations } from './migrations/index.js';
import type { NamedMigration } from './migration.js';

/** Migrations come from a static import list, so the built dist needs no directory scanning or file globs. */
const staticSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

/** Brings the schema up to date; `schema` (if any) is created first and holds the migration bookkeeping too. */
export async function migrateLatest(knex: Knex, schema?: string): Promise<string[]> {
  if (schema) await knex.raw('create schema if not exists ??', [schema]);
  const [, applied] = (await knex.migrate.latest({ migrationSource: staticSource, schemaName: schema })) as [
    number,
    string[],
  ];
  return applied;
}

/** How long a second migrator waits for the first before giving up. */
const LOCK_WAIT_MS = 10 * 60 * 1000;

/**
 * `migrateLatest` under a PostgreSQL advisory lock (per schema) held on its own connection: two migrators
 * started at once (two Jobs, a Job and a replica with MIGRATE_ON_START) run one after the other, and the
 * second finds nothing left to do, instead of failing on knex's own lock table.
 */
export async function migrateWithLock(knex: Knex, connectionString: string, schema?: string): Promise<string[]> {
  const lockName = `reentry-migrations:${schema ?? 'default'}`;
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000, statement_timeout: LOCK_WAIT_MS });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [lockName]);
    return await migrateLatest(knex, schema);
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [lockName]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
