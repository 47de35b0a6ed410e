import type { NamedMigration } from '../migration.js';

/**
 * Issue 32: Spot the scam grades against the published `practice` document, so each saved answer keeps the
 * version it was graded on (a changed best answer never regrades the past). Null for answers graded before,
 * by the release's built-in scenarios. Older code still inserts without it.
 */
export const practiceAnswerVersion: NamedMigration = {
  name: '270-practice-answer-version',
  async up(knex) {
    await knex.schema.alterTable('practice_answers', (table) => {
      table.integer('content_version').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('practice_answers', (table) => table.dropColumn('content_version'));
  },
};
