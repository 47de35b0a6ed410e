import type { NamedMigration } from '../migration.js';

/** When the writer agreed to have their story published (null for stories added by staff, like the samples). */
export const addStoryPublishConsent: NamedMigration = {
  name: '035-add-story-publish-consent',
  async up(knex) {
    await knex.schema.alterTable('success_stories', (table) => {
      table.timestamp('publish_consent_at', { useTz: true }).nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('success_stories', (table) => {
      table.dropColumn('publish_consent_at');
    });
  },
};
