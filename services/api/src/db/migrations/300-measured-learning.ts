import { createdAt, type NamedMigration } from '../migration.js';

/**
 * Issue 40, measured learning. `pre_checks`: one before-check per learner and module (the quiz's questions,
 * answered before the lesson), with the learner's first graded quiz of that module written beside it when it
 * comes (`after_*`), so the public figures read one table through one index. `well_being_answers`: the CFPB
 * five-item scale at sign-up and at the 90-day follow-up, the replies and the score. `users.well_being_mailed_at`:
 * the follow-up link went out (once). Both tables are erased with the account (the deletion decision record).
 */
export const measuredLearning: NamedMigration = {
  name: '300-measured-learning',
  async up(knex) {
    await knex.schema.createTable('pre_checks', (table) => {
      table.bigIncrements('id');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.integer('module_id').notNullable();
      table.specificType('question_ids', 'text[]').notNullable();
      table.specificType('answers', 'text[]').notNullable();
      table.specificType('correct', 'boolean[]').notNullable();
      table.integer('before_correct').notNullable();
      table.integer('before_total').notNullable();
      table.integer('content_version').nullable();
      createdAt(knex, table);
      table.integer('after_correct').nullable();
      table.integer('after_total').nullable();
      table.timestamp('after_at', { useTz: true }).nullable();
      table.unique(['user_id', 'module_id'], { indexName: 'pre_checks_one_per_module' });
      table.check('module_id between 1 and 6', [], 'pre_checks_module_id_range');
      table.check('before_correct between 0 and before_total and before_total > 0', [], 'pre_checks_before_range');
      table.check(
        '(after_at is null and after_correct is null and after_total is null) or (after_at is not null and after_correct between 0 and after_total and after_total > 0)',
        [],
        'pre_checks_after_complete',
      );
      table.check('cardinality(answers) = cardinality(question_ids) and cardinality(correct) = cardinality(question_ids)', [], 'pre_checks_parallel_arrays');
    });
    // The impact figures: the pairs whose "after" falls in a range, read from the index alone.
    await knex.raw(
      'create index pre_checks_pairs_idx on pre_checks (after_at) include (module_id, before_correct, before_total, after_correct, after_total) where after_at is not null',
    );

    await knex.schema.createTable('well_being_answers', (table) => {
      table.bigIncrements('id');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.text('round').notNullable();
      table.specificType('answers', 'smallint[]').notNullable();
      table.text('age_group').notNullable();
      table.integer('score').notNullable();
      createdAt(knex, table);
      table.unique(['user_id', 'round'], { indexName: 'well_being_one_per_round' });
      table.check("round in ('sign-up', 'follow-up')", [], 'well_being_round_known');
      table.check("age_group in ('18-61', '62-plus')", [], 'well_being_age_group_known');
      table.check('cardinality(answers) = 5 and 0 <= all(answers) and 4 >= all(answers)', [], 'well_being_answers_five');
      table.check('score between 0 and 100', [], 'well_being_score_range');
    });
    await knex.raw('create index well_being_round_idx on well_being_answers (round, created_at) include (user_id, score)');

    await knex.schema.alterTable('users', (table) => {
      table.timestamp('well_being_mailed_at', { useTz: true }).nullable();
    });
    // The other public figures by date: modules finished and certificates issued (valid ones).
    await knex.raw('create index module_progress_completed_idx on module_progress (completed_at) include (module_id, user_id) where completed');
    await knex.raw('create index certificates_issued_idx on certificates (issued_at) include (user_id) where revoked_at is null');
    // Staff accounts, left out of every figure: a handful of rows, so the figures can skip them cheaply.
    await knex.raw('create index users_staff_idx on users (id) where is_admin or is_instructor or is_content_editor');
  },
  async down(knex) {
    await knex.raw('drop index users_staff_idx');
    await knex.raw('drop index certificates_issued_idx');
    await knex.raw('drop index module_progress_completed_idx');
    await knex.schema.alterTable('users', (table) => table.dropColumn('well_being_mailed_at'));
    await knex.schema.dropTable('well_being_answers');
    await knex.schema.dropTable('pre_checks');
  },
};
