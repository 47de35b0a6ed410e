import type { NamedMigration } from '../migration.js';

/**
 * Issue 33, monthly giving: one row per Stripe subscription a donor starts (its amount is what the server
 * priced, never the browser), and the donations each paid invoice makes. A donation of a monthly gift keeps
 * its invoice id (unique: an invoice is one donation however often Stripe reports it) and subscription id.
 */
export const createMonthlyGifts: NamedMigration = {
  name: '240-create-monthly-gifts',
  async up(knex) {
    await knex.schema.createTable('monthly_gifts', (table) => {
      table.increments('id');
      table.text('donor_name').notNullable();
      table.text('donor_email').notNullable();
      table.text('donor_phone').nullable();
      table.text('donor_address').nullable();
      table.text('message').nullable();
      table.boolean('is_anonymous').notNullable().defaultTo(false);
      table.text('locale').notNullable().defaultTo('en');
      table.integer('amount').notNullable();
      table.text('currency').notNullable();
      table.text('status').notNullable().defaultTo('incomplete');
      // The Stripe idempotency keys and metadata of this gift's customer and subscription.
      table.uuid('reference').notNullable().unique();
      table.text('stripe_customer_id').nullable();
      table.text('stripe_subscription_id').nullable().unique();
      table.timestamp('started_at', { useTz: true }).nullable();
      table.timestamp('cancelled_at', { useTz: true }).nullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check("status in ('incomplete', 'active', 'past_due', 'cancelled')", [], 'monthly_gifts_status_known');
      table.check("locale in ('en', 'es')", [], 'monthly_gifts_locale_known');
      table.check('amount > 0', [], 'monthly_gifts_amount_positive');
      table.index(['donor_email'], 'monthly_gifts_donor_email_idx');
      table.index(['status', 'started_at'], 'monthly_gifts_status_idx');
    });
    await knex.schema.alterTable('donations', (table) => {
      table.integer('monthly_gift_id').nullable().references('id').inTable('monthly_gifts').onDelete('SET NULL');
      table.text('stripe_invoice_id').nullable().unique();
      table.text('stripe_subscription_id').nullable();
      table.index(['donor_email'], 'donations_donor_email_idx');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('donations', (table) => {
      table.dropIndex([], 'donations_donor_email_idx');
      table.dropColumns('monthly_gift_id', 'stripe_invoice_id', 'stripe_subscription_id');
    });
    await knex.schema.dropTable('monthly_gifts');
  },
};
