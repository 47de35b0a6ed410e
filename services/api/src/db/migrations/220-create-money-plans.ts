import type { NamedMigration } from '../migration.js';

/**
 * Issue 34, "My first month's money plan": one plan per learner (amounts in cents by week and line, as
 * `moneyPlanSchema` in libs/contracts describes). Visitors keep theirs on their device; nothing of theirs
 * is stored here.
 */
export const createMoneyPlans: NamedMigration = {
  name: '220-create-money-plans',
  async up(knex) {
    await knex.schema.createTable('money_plans', (table) => {
      table.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
      table.jsonb('plan').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check("jsonb_typeof(plan) = 'object'", [], 'money_plans_plan_object');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('money_plans');
  },
};
