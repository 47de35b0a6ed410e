import { createdAt, type NamedMigration } from '../migration.js';

/**
 * Issue 31, "the way back in". A learner who signs up with a class code may have no email (`users.email`
 * null), and gets back in with a one-time reset code an instructor or admin makes. Only a hash of the code
 * is stored (SHA-256 of the account id and the code); `used_at` is set by one conditional UPDATE, so a code
 * works once. A code lives at most 24 hours (the check).
 */
export const theWayBackIn: NamedMigration = {
  name: '170-the-way-back-in',
  async up(knex) {
    await knex.raw('alter table users alter column email drop not null');
    await knex.schema.createTable('reset_codes', (table) => {
      table.bigIncrements('id');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.text('code_hash').notNullable().unique('reset_codes_code_hash_unique');
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true }).nullable();
      createdAt(knex, table);
      table.index(['user_id'], 'reset_codes_user_idx');
      table.index(['created_by', 'created_at'], 'reset_codes_creator_idx');
      table.check("expires_at <= created_at + interval '24 hours'", [], 'reset_codes_lifetime');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('reset_codes');
    await knex('users').whereNull('email').update({ email: '' });
    await knex.raw('alter table users alter column email set not null');
  },
};
