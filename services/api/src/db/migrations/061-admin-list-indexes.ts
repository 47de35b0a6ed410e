import type { NamedMigration } from '../migration.js';

/**
 * Indexes for the admin lists: each sort key with the id as tie-breaker (a page is an index range, and
 * the id-only inner query of a page can be an index-only scan), each filter with the default order,
 * the unassigned-and-new rows the overdue flags look at, and the overview's time windows.
 */
const INDEXES: Record<string, string[]> = {
  facility_requests: ['created_at, id', 'status, created_at, id', 'facility_type, created_at, id', 'assignee_id, created_at', 'facility_name, id', 'participant_count, id'],
  assistance_requests: ['created_at, id', 'status, created_at, id', 'assistance_type, created_at, id', 'assignee_id, created_at', 'full_name, id'],
  contact_messages: ['created_at, id', 'status, created_at, id', 'subject, created_at, id', 'assignee_id, created_at', 'name, id'],
  donations: ['amount, id', 'donor_name, id'],
  success_stories: ['created_at, id', 'name, id', 'is_approved, created_at, id'],
  users: ['created_at, id', 'name, id'],
  quiz_attempts: ['created_at'],
};

const indexName = (table: string, columns: string) => `${table}_admin_${columns.replace(/, /g, '_')}_idx`;

export const adminListIndexes: NamedMigration = {
  name: '061-admin-list-indexes',
  async up(knex) {
    for (const [table, list] of Object.entries(INDEXES)) {
      for (const columns of list) await knex.raw(`create index ${indexName(table, columns)} on ${table} (${columns})`);
    }
    for (const table of ['facility_requests', 'assistance_requests']) {
      await knex.raw(`create index ${table}_admin_new_idx on ${table} (created_at) where status = 'new'`);
    }
    await knex.raw('create index users_admin_instructors_idx on users (name, id) where is_instructor');
  },
  async down(knex) {
    await knex.raw('drop index users_admin_instructors_idx');
    for (const table of ['facility_requests', 'assistance_requests']) await knex.raw(`drop index ${table}_admin_new_idx`);
    for (const [table, list] of Object.entries(INDEXES)) {
      for (const columns of list) await knex.raw(`drop index ${indexName(table, columns)}`);
    }
  },
};
