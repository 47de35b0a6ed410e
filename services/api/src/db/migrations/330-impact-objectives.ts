import type { NamedMigration } from '../migration.js';

/**
 * Issue 40: the impact figures by learning objective. `impact_days.objective`: the objective of an
 * `objective-pair` row (empty for every other measure), part of the key beside the day, measure and module.
 */
export const impactObjectives: NamedMigration = {
  name: '330-impact-objectives',
  async up(knex) {
    await knex.schema.alterTable('impact_days', (table) => {
      table.text('objective').notNullable().defaultTo('');
      table.dropPrimary();
    });
    await knex.schema.alterTable('impact_days', (table) => table.primary(['day', 'kind', 'module_id', 'objective']));
  },
  async down(knex) {
    await knex('impact_days').where('kind', 'objective-pair').del();
    await knex.schema.alterTable('impact_days', (table) => {
      table.dropPrimary();
      table.dropColumn('objective');
    });
    await knex.schema.alterTable('impact_days', (table) => table.primary(['day', 'kind', 'module_id']));
  },
};
