import { createdAt, type NamedMigration } from '../migration.js';

/**
 * Every graded quiz attempt, kept for good: the instructor's "which questions did this student miss"
 * (by user and module) and the admin's learner funnel (by module and time). `question_ids`, `answers` and
 * `correct` are parallel arrays in the quiz's order, so an attempt stays readable if the quiz changes later.
 */
export const createQuizAttempts: NamedMigration = {
  name: '040-create-quiz-attempts',
  async up(knex) {
    await knex.schema.createTable('quiz_attempts', (table) => {
      table.bigIncrements('id');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.integer('module_id').notNullable();
      table.specificType('question_ids', 'text[]').notNullable();
      table.specificType('answers', 'text[]').notNullable();
      table.specificType('correct', 'boolean[]').notNullable();
      table.integer('score').notNullable();
      table.boolean('passed').notNullable();
      createdAt(knex, table);
      table.index(['user_id', 'module_id', 'created_at'], 'quiz_attempts_user_module_idx');
      table.index(['module_id', 'created_at'], 'quiz_attempts_module_idx');
      table.check('module_id between 1 and 6', [], 'quiz_attempts_module_id_range');
      table.check('score between 0 and 100', [], 'quiz_attempts_score_range');
      table.check(
        'cardinality(answers) = cardinality(question_ids) and cardinality(correct) = cardinality(question_ids)',
        [],
        'quiz_attempts_parallel_arrays',
      );
    });
  },
  async down(knex) {
    await knex.schema.dropTable('quiz_attempts');
  },
};
