import type { NamedMigration } from '../migration.js';

/** Lets a password reset (or a deleted account) end every session of one user with an indexed delete. */
export const addSessionUserId: NamedMigration = {
  name: '010-add-session-user-id',
  async up(knex) {
    await knex.schema.alterTable('sessions', (table) => {
      // No foreign key: a session of a deleted user is already refused on read (auth.service currentUser).
      table.integer('user_id').nullable().index();
    });
    await knex.raw(
      `update sessions set user_id = (data->>'userId')::integer
       where data->>'userId' ~ '^[0-9]{1,9}$'`,
    );
  },
  async down(knex) {
    await knex.schema.alterTable('sessions', (table) => {
      table.dropColumn('user_id');
    });
  },
};
