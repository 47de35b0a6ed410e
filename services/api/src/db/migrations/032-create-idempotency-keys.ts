import { createdAt, type NamedMigration } from '../migration.js';

/**
 * One row per Idempotency-Key a client sent to a form endpoint: the hash of the request and the answer
 * given, so a retry or double click replays the first answer instead of creating a second row.
 */
export const createIdempotencyKeys: NamedMigration = {
  name: '032-create-idempotency-keys',
  async up(knex) {
    await knex.schema.createTable('idempotency_keys', (table) => {
      table.text('scope').notNullable();
      table.text('key').notNullable();
      table.text('request_hash').notNullable();
      table.integer('response_status').nullable();
      table.jsonb('response_body').nullable();
      createdAt(knex, table);
      table.primary(['scope', 'key']);
      table.index(['created_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('idempotency_keys');
  },
};
