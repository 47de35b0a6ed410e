import type { NamedMigration } from '../migration.js';

/**
 * Issue 31, "Continuity". `reading_positions`: the lesson section each learner last read, one row per
 * learner, overwritten (the module and section ids are checked against the content by the API).
 * `class_contact_lines`: one short plain-text line per instructor that their own students see
 * ("Ask Ms. Lee at the Tuesday class"); the length is bounded here as well as in the contract.
 */
export const continuity: NamedMigration = {
  name: '190-continuity',
  async up(knex) {
    await knex.schema.createTable('reading_positions', (table) => {
      table.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
      table.integer('module_id').notNullable();
      table.text('section_id').notNullable();
      table.timestamp('read_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check('module_id between 1 and 6', [], 'reading_positions_module_id');
      table.check('char_length(section_id) between 1 and 80', [], 'reading_positions_section_id');
    });
    await knex.schema.createTable('class_contact_lines', (table) => {
      table.integer('instructor_id').primary().references('id').inTable('users').onDelete('CASCADE');
      table.text('contact_line').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check('char_length(contact_line) between 1 and 160', [], 'class_contact_lines_length');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('class_contact_lines');
    await knex.schema.dropTable('reading_positions');
  },
};
