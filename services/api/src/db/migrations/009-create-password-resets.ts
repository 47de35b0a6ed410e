import { createdAt, type NamedMigration } from '../migration.js';

export const createPasswordResets: NamedMigration = {
  name: '009-create-password-resets',
  async up(knex) {
    await knex.schema.createTable('password_resets', (table) => {
      table.increments('id');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
      // Only a hash of the emailed token is stored, so a database leak cannot reset passwords.
      table.text('token_hash').notNullable().unique();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true }).nullable();
      createdAt(knex, table);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('password_resets');
  },
};
