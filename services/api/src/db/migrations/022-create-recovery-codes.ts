import { createdAt, type NamedMigration } from '../migration.js';

/** One-time recovery codes for two-step sign-in; only their hashes are stored. */
export const createRecoveryCodes: NamedMigration = {
  name: '022-create-recovery-codes',
  async up(knex) {
    await knex.schema.createTable('recovery_codes', (table) => {
      table.increments('id');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
      table.text('code_hash').notNullable().unique();
      table.timestamp('used_at', { useTz: true }).nullable();
      createdAt(knex, table);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('recovery_codes');
  },
};
