import { createdAt, type NamedMigration } from '../migration.js';

/**
 * Issue 41, section 1: `roster_people`, the people in an instructor's class who have no account yet (a
 * workshop inside a facility): a name or a roster number, nothing else. A person belongs to one
 * instructor's class; the instructor's account going takes the roster with it.
 */
export const createRoster: NamedMigration = {
  name: '320-create-roster',
  async up(knex) {
    await knex.schema.createTable('roster_people', (table) => {
      table.increments('id').primary();
      table.integer('instructor_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.text('name').notNullable();
      createdAt(knex, table);
      table.check('char_length(name) between 1 and 80', [], 'roster_people_name');
      table.index(['instructor_id', 'id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('roster_people');
  },
};
