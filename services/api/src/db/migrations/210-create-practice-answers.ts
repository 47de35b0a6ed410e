import { createdAt, type NamedMigration } from '../migration.js';

/**
 * Issue 34, "Spot the scam": every graded practice answer of a signed-in learner (visitors' answers are
 * graded, never stored). The learner's list ("done") and the instructor's class view read it; the first
 * answer per scenario is what the class view counts as right or wrong.
 */
export const createPracticeAnswers: NamedMigration = {
  name: '210-create-practice-answers',
  async up(knex) {
    await knex.schema.createTable('practice_answers', (table) => {
      table.bigIncrements('id');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.text('scenario_id').notNullable();
      table.text('choice').notNullable();
      table.boolean('correct').notNullable();
      createdAt(knex, table);
      table.index(['user_id', 'scenario_id', 'created_at'], 'practice_answers_user_scenario_idx');
      table.check("choice in ('a', 'b', 'c', 'd')", [], 'practice_answers_choice');
      table.check('char_length(scenario_id) between 1 and 60', [], 'practice_answers_scenario_id_length');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('practice_answers');
  },
};
