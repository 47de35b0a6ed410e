import type { NamedMigration } from '../migration.js';

/**
 * "Manage my giving" (issue 33): single-use links mailed to a donor's address. Only a hash of the token is
 * kept; a link works once, for 30 minutes.
 */
export const createGivingLinks: NamedMigration = {
  name: '241-create-giving-links',
  async up(knex) {
    await knex.schema.createTable('giving_links', (table) => {
      table.bigIncrements('id');
      table.text('token_hash').notNullable().unique();
      table.text('email').notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true }).nullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.index(['expires_at'], 'giving_links_expires_at_idx');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('giving_links');
  },
};
