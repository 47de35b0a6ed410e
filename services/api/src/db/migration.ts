import type { Knex } from 'knex';

/** A migration in the static list; `name` is what knex records, so it never changes once landed. */
export interface NamedMigration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** created_at with the database clock, shared by every table. */
export function createdAt(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/**
 * For a migration that breaks code older than itself (drops or renames something that code reads): from
 * now on only code that knows `migrationName` reports ready on this schema. Call it in that migration's `up`.
 */
export async function requireCodeThatKnows(knex: Knex, migrationName: string): Promise<void> {
  await knex('schema_compatibility').where({ id: 1 }).update({ requires_migration: migrationName });
}
