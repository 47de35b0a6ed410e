import { createdAt, type NamedMigration } from '../migration.js';

/**
 * Issue 41, section 2: `paper_attempts`, a paper answer sheet typed in by the instructor for a person on
 * their roster, graded by the server as an online attempt is (the quiz's version kept with it). The
 * person's passed modules are the modules with a passed sheet: the same lock and unlocks as online.
 */
export const createPaperAttempts: NamedMigration = {
  name: '321-create-paper-attempts',
  async up(knex) {
    await knex.schema.createTable('paper_attempts', (table) => {
      table.increments('id').primary();
      table.integer('roster_person_id').notNullable().references('id').inTable('roster_people').onDelete('CASCADE');
      table.integer('module_id').notNullable();
      table.specificType('question_ids', 'text[]').notNullable();
      table.specificType('answers', 'text[]').notNullable();
      table.specificType('correct', 'boolean[]').notNullable();
      table.integer('score').notNullable();
      table.boolean('passed').notNullable();
      table.integer('content_version').nullable();
      table.integer('entered_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      createdAt(knex, table);
      table.check('module_id between 1 and 6', [], 'paper_attempts_module');
      table.check('score between 0 and 100', [], 'paper_attempts_score');
      table.index(['roster_person_id', 'module_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('paper_attempts');
  },
};
