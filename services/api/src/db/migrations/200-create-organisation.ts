import type { NamedMigration } from '../migration.js';

/**
 * The organisation's details (issue 32): one row (id 1), edited in /admin. The document is jsonb, checked
 * by its contract on every write (organisationDetailsSchema); `version` grows by one per save, so a save
 * made from a stale read is refused (409) and other replicas can tell their cached copy is old. The row
 * is not made here: the API seeds it on first read from ORG_* and SOCIAL_* (first-start defaults only).
 */
export const createOrganisation: NamedMigration = {
  name: '200-create-organisation',
  async up(knex) {
    await knex.schema.createTable('organisation', (table) => {
      table.smallint('id').primary();
      table.jsonb('details').notNullable();
      table.integer('version').notNullable().defaultTo(1);
      table.timestamp('updated_at', { useTz: true }).nullable();
      table.integer('updated_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      table.check('id = 1', [], 'organisation_single_row');
      table.check('version >= 1', [], 'organisation_version_positive');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('organisation');
  },
};
