import type { NamedMigration } from '../migration.js';

/**
 * Issue 43, one source of truth for content: a start never publishes. `seed_document` is the release text
 * last offered for the document (null until a start offered one); a release whose text differs puts it in
 * the draft for an editor to publish, unless an editor's own draft is waiting. `changed_by_staff`, which
 * let a start publish over a document no person had changed, goes.
 */
export const contentSeedOffers: NamedMigration = {
  name: '310-content-seed-offers',
  async up(knex) {
    await knex.schema.alterTable('content_documents', (table) => {
      table.jsonb('seed_document').nullable();
      table.dropColumn('changed_by_staff');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('content_documents', (table) => {
      table.dropColumn('seed_document');
      table.boolean('changed_by_staff').notNullable().defaultTo(false);
    });
  },
};
