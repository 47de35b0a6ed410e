import { createdAt, type NamedMigration } from '../migration.js';

export const createFacilityRequests: NamedMigration = {
  name: '003-create-facility-requests',
  async up(knex) {
    await knex.schema.createTable('facility_requests', (table) => {
      table.increments('id');
      table.text('facility_name').notNullable();
      table.text('facility_type').notNullable();
      table.text('contact_name').notNullable();
      table.text('contact_position').notNullable();
      table.text('contact_email').notNullable();
      table.text('contact_phone').notNullable();
      table.text('facility_address').notNullable();
      table.integer('participant_count').notNullable();
      table.text('preferred_date').notNullable();
      table.text('special_requirements').nullable();
      createdAt(knex, table);
      table.check("facility_type in ('prison', 'halfway', 'reentry', 'other')", [], 'facility_requests_type');
      table.check('participant_count >= 1', [], 'facility_requests_participant_count');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('facility_requests');
  },
};
