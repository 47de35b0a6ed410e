import type { NamedMigration } from '../migration.js';

/**
 * What Stripe donations need beyond the spec's columns: the donor's language (for the receipt), when the
 * payment succeeded (the receipt's date), refunds, and a status the database itself keeps to the four
 * known values. Indexes serve the admin list (newest first) and the treasurer's status view.
 */
export const donationsForStripe: NamedMigration = {
  name: '050-donations-for-stripe',
  async up(knex) {
    await knex.schema.alterTable('donations', (table) => {
      table.text('locale').notNullable().defaultTo('en');
      // A random reference per donation: the PaymentIntent's idempotency key and metadata. Ids alone repeat
      // across databases (a reset development database, staging) that share one Stripe account.
      table.uuid('payment_reference').nullable().unique();
      table.integer('amount_refunded').notNullable().defaultTo(0);
      table.timestamp('succeeded_at', { useTz: true }).nullable();
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check("status in ('pending', 'succeeded', 'failed', 'refunded')", [], 'donations_status_known');
      table.check("locale in ('en', 'es')", [], 'donations_locale_known');
      table.check('amount_refunded between 0 and amount', [], 'donations_amount_refunded_range');
      table.index(['created_at', 'id'], 'donations_created_at_idx');
      table.index(['status', 'created_at'], 'donations_status_idx');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('donations', (table) => {
      table.dropIndex([], 'donations_status_idx');
      table.dropIndex([], 'donations_created_at_idx');
      table.dropChecks(['donations_amount_refunded_range', 'donations_locale_known', 'donations_status_known']);
      table.dropColumns('payment_reference', 'locale', 'amount_refunded', 'succeeded_at', 'updated_at');
    });
  },
};
