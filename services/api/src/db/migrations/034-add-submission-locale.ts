import type { NamedMigration } from '../migration.js';

const TABLES = ['facility_requests', 'contact_messages', 'assistance_requests', 'success_stories'];

/** The language a request or story was written in: replies go out in it, and stories show to readers of it. */
export const addSubmissionLocale: NamedMigration = {
  name: '034-add-submission-locale',
  async up(knex) {
    for (const name of TABLES) {
      await knex.schema.alterTable(name, (table) => {
        table.text('locale').notNullable().defaultTo('en');
        table.check("locale in ('en', 'es')", [], `${name}_locale`);
      });
    }
    await knex.raw('create index success_stories_approved_locale on success_stories (locale, created_at desc) where is_approved');
  },
  async down(knex) {
    await knex.raw('drop index success_stories_approved_locale');
    for (const name of TABLES) {
      await knex.schema.alterTable(name, (table) => {
        table.dropChecks(`${name}_locale`);
        table.dropColumn('locale');
      });
    }
  },
};
