import type { NamedMigration } from '../migration.js';

/**
 * Class codes (issue 25): an instructor's code that lets a class sign up from one shared address and
 * joins each learner to that instructor. The code is stored in plain text (8 symbols of the certificate
 * alphabet) because the teacher must be able to read it again on any device; it is looked up
 * by `code_hash` (SHA-256), so the index comparison never depends on how much of a guess matches a real
 * code. A code is short-lived (hours) and worth little (it only lifts a rate limit for a set number of
 * sign-ups). `used_signups` only grows through one conditional UPDATE, and the checks keep it within range.
 */
export const createClassCodes: NamedMigration = {
  name: '110-create-class-codes',
  async up(knex) {
    await knex.schema.createTable('class_codes', (table) => {
      table.bigIncrements('id');
      table.text('code').notNullable();
      table.text('code_hash').notNullable().unique('class_codes_code_hash_unique');
      table.integer('instructor_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.integer('max_signups').notNullable().defaultTo(40);
      table.integer('used_signups').notNullable().defaultTo(0);
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('revoked_at', { useTz: true }).nullable();
      table.index(['instructor_id', 'expires_at'], 'class_codes_instructor_idx');
      table.check("code ~ '^[2-9A-HJKMNP-TV-Z]{8}$'", [], 'class_codes_code_format');
      table.check('max_signups between 1 and 60', [], 'class_codes_max_signups');
      table.check('used_signups between 0 and max_signups', [], 'class_codes_used_signups');
      table.check("expires_at <= created_at + interval '12 hours'", [], 'class_codes_session_length');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('class_codes');
  },
};
