import type { NamedMigration } from '../migration.js';

/**
 * One row naming the oldest migration code must know to run on this schema. Replicas of an older
 * release keep serving while a newer release's expand-only migrations are applied (rolling releases,
 * rollbacks); a migration that breaks older code (drops or renames what it reads) raises the bar with
 * `requireCodeThatKnows` in its `up`, and older replicas then report not ready.
 */
export const createSchemaCompatibility: NamedMigration = {
  name: '080-create-schema-compatibility',
  async up(knex) {
    await knex.schema.createTable('schema_compatibility', (table) => {
      table.smallint('id').primary();
      table.text('requires_migration').notNullable();
    });
    await knex.raw('alter table schema_compatibility add constraint schema_compatibility_one_row check (id = 1)');
    await knex('schema_compatibility').insert({ id: 1, requires_migration: '080-create-schema-compatibility' });
  },
  async down(knex) {
    await knex.schema.dropTable('schema_compatibility');
  },
};
