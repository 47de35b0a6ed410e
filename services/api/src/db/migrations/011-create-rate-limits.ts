import type { NamedMigration } from '../migration.js';

/** Fixed-window attempt counters shared by every API replica. */
export const createRateLimits: NamedMigration = {
  name: '011-create-rate-limits',
  async up(knex) {
    await knex.schema.createTable('rate_limits', (table) => {
      table.text('key').primary();
      table.timestamp('window_start', { useTz: true }).notNullable().index();
      table.integer('count').notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('rate_limits');
  },
};
