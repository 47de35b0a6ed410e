import type { NamedMigration } from '../migration.js';

/**
 * Stripe webhook events already applied. The id is inserted in the same transaction that updates the
 * donation, so an event applies exactly once: a replay finds its id and changes nothing.
 */
export const createStripeEvents: NamedMigration = {
  name: '051-create-stripe-events',
  async up(knex) {
    await knex.schema.createTable('stripe_events', (table) => {
      table.text('id').primary();
      table.text('type').notNullable();
      table.integer('donation_id').nullable().references('id').inTable('donations').onDelete('SET NULL');
      table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex) {
    await knex.schema.dropTable('stripe_events');
  },
};
