import type { NamedMigration } from '../migration.js';

/**
 * Year-end giving statements (issue 33): one row per (year, donor address), inserted in the transaction
 * that queues the statement mail. The unique key is what makes the January job send each statement once,
 * however many replicas run it and however often.
 */
export const createGivingStatements: NamedMigration = {
  name: '242-create-giving-statements',
  async up(knex) {
    await knex.schema.createTable('giving_statements', (table) => {
      table.bigIncrements('id');
      table.integer('year').notNullable();
      table.text('donor_email').notNullable();
      table.integer('outbox_id').nullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.unique(['year', 'donor_email'], { indexName: 'giving_statements_year_donor_unique' });
    });
  },
  async down(knex) {
    await knex.schema.dropTable('giving_statements');
  },
};
