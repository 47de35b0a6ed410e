import { createdAt, type NamedMigration } from '../migration.js';

/** Two-step sign-in (TOTP, RFC 6238): one authenticator secret per user, encrypted; enabled once confirmed. */
export const createTwoFactor: NamedMigration = {
  name: '021-create-two-factor',
  async up(knex) {
    await knex.schema.createTable('two_factor', (table) => {
      table.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
      // AES-256-GCM ciphertext (two-factor.crypto.ts); the plain secret is shown once, at setup.
      table.text('secret_encrypted').notNullable();
      // Null while set up but not yet confirmed with a code.
      table.timestamp('enabled_at', { useTz: true }).nullable();
      // The last accepted 30-second step: a code is accepted once, never replayed.
      table.bigInteger('last_used_step').nullable();
      createdAt(knex, table);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('two_factor');
  },
};
