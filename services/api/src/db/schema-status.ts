import type { Knex } from 'knex';
import { migrations } from './migrations/index.js';

export type SchemaStatus =
  /** Every migration this code knows is applied, and no other. */
  | { state: 'current' }
  /** Migrations this code needs are not applied yet: run the migrate command. */
  | { state: 'behind'; missing: string[] }
  /**
   * A newer release migrated the schema. `compatible` when every change since is one this code can live
   * with (nothing marked with requireCodeThatKnows beyond what it knows): rolling releases and rollbacks.
   */
  | { state: 'ahead'; unknown: string[]; compatible: boolean };

const UNDEFINED_TABLE = '42P01';

async function appliedMigrations(knex: Knex): Promise<string[]> {
  try {
    return (await knex('knex_migrations').select('name').orderBy('id')).map((row: { name: string }) => row.name);
  } catch (err) {
    if ((err as { code?: string }).code === UNDEFINED_TABLE) return [];
    throw err;
  }
}

async function requiredMigration(knex: Knex): Promise<string | undefined> {
  try {
    const row = (await knex('schema_compatibility').where({ id: 1 }).first('requires_migration')) as { requiresMigration?: string } | undefined;
    return row?.requiresMigration;
  } catch (err) {
    if ((err as { code?: string }).code === UNDEFINED_TABLE) return undefined;
    throw err;
  }
}

/** Compares the migrations applied to the database with the list compiled into this code. */
export async function schemaStatus(knex: Knex, known: readonly string[] = migrations.map((m) => m.name)): Promise<SchemaStatus> {
  const applied = await appliedMigrations(knex);
  const appliedSet = new Set(applied);
  const knownSet = new Set(known);
  const missing = known.filter((name) => !appliedSet.has(name));
  if (missing.length > 0) return { state: 'behind', missing };
  const unknown = applied.filter((name) => !knownSet.has(name));
  if (unknown.length === 0) return { state: 'current' };
  const required = await requiredMigration(knex);
  return { state: 'ahead', unknown, compatible: required === undefined || knownSet.has(required) };
}
