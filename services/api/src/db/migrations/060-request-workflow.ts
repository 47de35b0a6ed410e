import type { NamedMigration } from '../migration.js';

const TABLES = ['facility_requests', 'assistance_requests', 'contact_messages'];

/**
 * Requests are work to do: each has a status (new, in progress, done) and, optionally, the staff member
 * handling it. A deleted staff account leaves its requests unassigned, not gone.
 */
export const requestWorkflow: NamedMigration = {
  name: '060-request-workflow',
  async up(knex) {
    for (const name of TABLES) {
      await knex.schema.alterTable(name, (table) => {
        table.text('status').notNullable().defaultTo('new');
        table.integer('assignee_id').nullable().references('id').inTable('users').onDelete('SET NULL');
        table.check("status in ('new', 'in_progress', 'done')", [], `${name}_status_known`);
      });
    }
  },
  async down(knex) {
    for (const name of TABLES) {
      await knex.schema.alterTable(name, (table) => {
        table.dropChecks(`${name}_status_known`);
        table.dropColumns('status', 'assignee_id');
      });
    }
  },
};
