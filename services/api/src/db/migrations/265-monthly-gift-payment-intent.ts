import type { NamedMigration } from '../migration.js';

/**
 * Monthly giving, the rest of issue 33: the PaymentIntent of a gift's first invoice (the page that comes back
 * from a bank's 3-D Secure page knows the gift by it, and its refund finds the donation), and when Stripe
 * last told us about the subscription (an older `customer.subscription.updated` arriving late changes nothing).
 */
export const monthlyGiftPaymentIntent: NamedMigration = {
  name: '265-monthly-gift-payment-intent',
  async up(knex) {
    await knex.schema.alterTable('monthly_gifts', (table) => {
      table.text('first_payment_intent_id').nullable().unique();
      table.timestamp('stripe_synced_at', { useTz: true }).nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('monthly_gifts', (table) => {
      table.dropColumn('first_payment_intent_id');
      table.dropColumn('stripe_synced_at');
    });
  },
};
