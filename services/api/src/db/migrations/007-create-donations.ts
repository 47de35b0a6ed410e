import { createdAt, type NamedMigration } from '../migration.js';

export const createDonations: NamedMigration = {
  name: '007-create-donations',
  async up(knex) {
    await knex.schema.createTable('donations', (table) => {
      table.increments('id');
      table.text('donor_name').notNullable();
      table.text('donor_email').notNullable();
      table.text('donor_phone').nullable();
      table.text('donor_address').nullable();
      // Cents, so money never passes through floating point.
      table.integer('amount').notNullable();
      table.text('currency').notNullable().defaultTo('usd');
      table.text('stripe_payment_intent_id').nullable().unique();
      table.text('status').notNullable().defaultTo('pending');
      table.text('message').nullable();
      table.boolean('is_anonymous').notNullable().defaultTo(false);
      createdAt(knex, table);
      table.check('amount > 0', [], 'donations_amount_positive');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('donations');
  },
};
