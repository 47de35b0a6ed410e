import type { NamedMigration } from '../migration.js';

/**
 * The last manifest read of each remote, shared by every replica: a replica that starts while a
 * remote's host is down still knows which paths that remote owns (its pages show the "not available"
 * panel instead of a 404).
 */
export const createRemoteSnapshots: NamedMigration = {
  name: '090-create-remote-snapshots',
  async up(knex) {
    await knex.schema.createTable('remote_snapshots', (table) => {
      table.text('id').primary();
      table.text('manifest_url').notNullable();
      table.text('version').notNullable();
      table.jsonb('paths').notNullable();
      table.jsonb('manifest').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex) {
    await knex.schema.dropTable('remote_snapshots');
  },
};
