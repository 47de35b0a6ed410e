import { createdAt, type NamedMigration } from '../migration.js';

/**
 * Issue 32 section 2, the content studio. `content_documents`: one row per key (`module-1`, `quiz-3`,
 * `resources`...) with the working draft and its version (a save from a stale read is refused) and the
 * published version number. `content_versions`: every published document, kept forever (append only),
 * with who and when; version 1 of each key is this release's text from libs/content (the seed).
 * Also: the content editor role, and the quiz version each attempt was graded on.
 */
export const contentStudio: NamedMigration = {
  name: '230-content-studio',
  async up(knex) {
    await knex.schema.createTable('content_documents', (table) => {
      table.text('key').primary();
      table.jsonb('draft').notNullable();
      table.integer('draft_version').notNullable().defaultTo(1);
      table.timestamp('draft_saved_at', { useTz: true }).nullable();
      table.integer('draft_saved_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      table.text('draft_saved_by').nullable();
      table.integer('published_version').nullable();
      /** False until a person saves, publishes or rolls back: only then a new release's seed stops updating it. */
      table.boolean('changed_by_staff').notNullable().defaultTo(false);
      table.check("key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(key) <= 40", [], 'content_documents_key');
      table.check('draft_version >= 1', [], 'content_documents_draft_version');
    });
    await knex.schema.createTable('content_versions', (table) => {
      table.text('key').notNullable().references('key').inTable('content_documents').onDelete('RESTRICT');
      table.integer('version').notNullable();
      table.jsonb('document').notNullable();
      table.text('source').notNullable();
      table.integer('rolled_back_to').nullable();
      table.text('override_reason').nullable();
      table.integer('published_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      table.text('published_by').nullable();
      createdAt(knex, table);
      table.primary(['key', 'version']);
      table.check("source in ('seed', 'publish', 'rollback')", [], 'content_versions_source');
      table.check('version >= 1', [], 'content_versions_version');
    });
    await knex.schema.alterTable('users', (table) => {
      table.boolean('is_content_editor').notNullable().defaultTo(false);
    });
    await knex.schema.alterTable('quiz_attempts', (table) => {
      // Null for attempts graded before the studio (by the release's built-in key).
      table.integer('content_version').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('quiz_attempts', (table) => table.dropColumn('content_version'));
    await knex.schema.alterTable('users', (table) => table.dropColumn('is_content_editor'));
    await knex.schema.dropTable('content_versions');
    await knex.schema.dropTable('content_documents');
  },
};
