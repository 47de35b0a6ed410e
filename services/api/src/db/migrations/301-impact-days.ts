import type { NamedMigration } from '../migration.js';

/**
 * Issue 40: the public impact figures read day sums, not every learner's rows. `impact_days` holds, per day (in
 * the organisation's time zone), measure and module, the count and the sums that means and standard deviations
 * come from; the server rebuilds it every few minutes (`refreshImpactDays`), so a deleted learner leaves it at
 * the next rebuild. `impact_days_state`: when it was rebuilt, and in which time zone.
 */
export const impactDays: NamedMigration = {
  name: '301-impact-days',
  async up(knex) {
    await knex.schema.createTable('impact_days', (table) => {
      table.date('day').notNullable();
      table.text('kind').notNullable();
      table.integer('module_id').notNullable();
      table.bigInteger('n').notNullable();
      table.double('sum_before').notNullable();
      table.double('sum_after').notNullable();
      table.double('sum_diff').notNullable();
      table.double('sum_diff_squared').notNullable();
      table.primary(['day', 'kind', 'module_id']);
    });
    await knex.schema.createTable('impact_days_state', (table) => {
      table.integer('id').primary();
      table.timestamp('refreshed_at', { useTz: true }).notNullable();
      table.text('time_zone').notNullable();
      table.check('id = 1', [], 'impact_days_state_one_row');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('impact_days_state');
    await knex.schema.dropTable('impact_days');
  },
};
