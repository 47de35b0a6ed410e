import { createdAt, type NamedMigration } from '../migration.js';

export const createAssistanceRequests: NamedMigration = {
  name: '006-create-assistance-requests',
  async up(knex) {
    await knex.schema.createTable('assistance_requests', (table) => {
      table.increments('id');
      table.text('full_name').notNullable();
      table.text('email').notNullable();
      table.text('phone').notNullable();
      table.text('release_date').notNullable();
      table.text('location').notNullable();
      table.text('assistance_type').notNullable();
      table.text('current_situation').notNullable();
      table.text('previous_experience').nullable();
      table.text('additional_needs').nullable();
      table.text('emergency_contact').nullable();
      table.boolean('has_transportation').notNullable().defaultTo(false);
      table.text('criminal_background').nullable();
      createdAt(knex, table);
      table.check("assistance_type in ('housing', 'employment', 'both')", [], 'assistance_requests_type');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('assistance_requests');
  },
};
