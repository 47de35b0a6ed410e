import type { Knex } from 'knex';
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
