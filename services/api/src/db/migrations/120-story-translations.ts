import type { NamedMigration } from '../migration.js';

/**
 * A success story may be a translation of another (`translation_of_id`): the home page shows each reader the
 * stories in their page's language, originals and translations alike, and a story in the other language only
 * through its translation (or when the page's language has no story at all). The sample stories in Spanish
 * are translations of the English ones; installs that already have both are linked here by the samples' names.
 */
export const storyTranslations: NamedMigration = {
  name: '120-story-translations',
  async up(knex) {
    await knex.schema.alterTable('success_stories', (table) => {
      table.integer('translation_of_id').nullable().references('id').inTable('success_stories').onDelete('CASCADE');
      table.check('translation_of_id <> id', [], 'success_stories_not_own_translation');
    });
    await knex.raw(`
      update success_stories as es set translation_of_id = en.id
      from success_stories as en
      where es.locale = 'es' and en.locale = 'en' and es.translation_of_id is null
        and es.name like '% (historia de ejemplo)' and en.name like '% (sample story)'
        and replace(es.name, ' (historia de ejemplo)', '') = replace(en.name, ' (sample story)', '')`);
  },
  async down(knex) {
    await knex.schema.alterTable('success_stories', (table) => {
      table.dropChecks('success_stories_not_own_translation');
      table.dropColumn('translation_of_id');
    });
  },
};
