import type { NamedMigration } from '../migration.js';

/** "Ana" and "ana" are the same person at the login form, so they cannot be two accounts. */
export const uniqueUsernameIgnoringCase: NamedMigration = {
  name: '012-unique-username-ignoring-case',
  async up(knex) {
    await knex.raw('create unique index users_username_lower_unique on users (lower(username))');
  },
  async down(knex) {
    await knex.raw('drop index users_username_lower_unique');
  },
};
