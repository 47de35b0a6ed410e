import type { NamedMigration } from '../migration.js';

export const createSessions: NamedMigration = {
  name: '008-create-sessions',
  async up(knex) {
    await knex.schema.createTable('sessions', (table) => {
      table.text('id').primary();
      table.jsonb('data').notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable().index();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('sessions');
  },
};
