import type { NamedMigration } from '../migration.js';

/**
 * Word-prefix search for the admin lists ("mar lop" finds Maria Lopez): a GIN index on a 'simple'
 * text-search vector of the searchable columns. The lists' queries use these exact expressions
 * (services/api/src/modules/admin-lists/search-vectors.ts), or PostgreSQL would not use the index.
 * Encrypted columns are never searchable.
 */
export const SEARCH_VECTORS_062: Record<string, string> = {
  facility_requests: "to_tsvector('simple', facility_name || ' ' || contact_name || ' ' || contact_email || ' ' || facility_address)",
  assistance_requests: "to_tsvector('simple', full_name || ' ' || email || ' ' || reference || ' ' || location)",
  contact_messages: "to_tsvector('simple', name || ' ' || email || ' ' || message)",
  donations: "to_tsvector('simple', donor_name || ' ' || donor_email)",
  success_stories: "to_tsvector('simple', name || ' ' || coalesce(location, '') || ' ' || coalesce(occupation, ''))",
  users: "to_tsvector('simple', username || ' ' || name || ' ' || email)",
};

export const adminSearchIndexes: NamedMigration = {
  name: '062-admin-search-indexes',
  async up(knex) {
    for (const [table, vector] of Object.entries(SEARCH_VECTORS_062)) {
      await knex.raw(`create index ${table}_admin_search_idx on ${table} using gin ((${vector}))`);
    }
  },
  async down(knex) {
    for (const table of Object.keys(SEARCH_VECTORS_062)) await knex.raw(`drop index ${table}_admin_search_idx`);
  },
};
