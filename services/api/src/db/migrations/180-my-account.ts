import { createdAt, type NamedMigration } from '../migration.js';

/**
 * Issue 31 section 1, "My account". `users.locale`: the language the site is shown in after a sign-in
 * (null until the learner chooses). `users.deleted_at`: a deleted account stays as a nameless row, so its
 * quiz attempts and progress still count in the aggregate figures and its certificates can say "withdrawn";
 * its username is held for 30 days, then freed. `email_changes`: a change of address waits for the link
 * mailed to the new one (SHA-256 of the token stored, 24 hours, spent once); once made, the old address
 * may undo it for 7 days with its own token.
 */
export const myAccount: NamedMigration = {
  name: '180-my-account',
  async up(knex) {
    await knex.schema.alterTable('users', (table) => {
      table.text('locale').nullable();
      table.timestamp('deleted_at', { useTz: true }).nullable();
      table.check("locale in ('en', 'es')", [], 'users_locale');
    });
    await knex.raw('create index users_deleted_at_idx on users (deleted_at) where deleted_at is not null');
    await knex.schema.createTable('email_changes', (table) => {
      table.bigIncrements('id');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.text('new_email').nullable();
      table.text('old_email').nullable();
      table.text('token_hash').notNullable().unique('email_changes_token_hash_unique');
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('confirmed_at', { useTz: true }).nullable();
      table.text('undo_token_hash').nullable().unique('email_changes_undo_token_hash_unique');
      table.timestamp('undo_expires_at', { useTz: true }).nullable();
      table.timestamp('undone_at', { useTz: true }).nullable();
      createdAt(knex, table);
      table.index(['user_id'], 'email_changes_user_idx');
      table.check("expires_at <= created_at + interval '24 hours'", [], 'email_changes_lifetime');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('email_changes');
    await knex.raw('drop index users_deleted_at_idx');
    await knex.schema.alterTable('users', (table) => {
      table.dropChecks(['users_locale']);
      table.dropColumn('locale');
      table.dropColumn('deleted_at');
    });
  },
};
