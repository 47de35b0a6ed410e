import type { AdminSuccessStory, SuccessStoryAdminListQuery } from '@reentry/contracts/admin-lists';
import { csvDateTime, type CsvColumn } from '../admin-lists/csv-export.js';
import type { ListSpec } from '../admin-lists/list-engine.js';

const COLUMNS = ['id', 'name', 'story', 'location', 'occupation', 'image_url', 'locale', 'is_approved', 'publish_consent_at', 'created_at'];

/** Every shared story, approved or waiting (only approved ones reach the home page). */
export const successStoryList: ListSpec<SuccessStoryAdminListQuery, AdminSuccessStory> = {
  table: 'success_stories',
  sortColumns: { createdAt: ['created_at', 'timestamptz'], name: ['name', 'text'] },
  filter(qb, query) {
    if (query.status) qb.where('success_stories.is_approved', query.status === 'approved');
    if (query.locale) qb.where('success_stories.locale', query.locale);
  },
  select(qb, { knex }) {
    qb.select(...COLUMNS.map((column) => `success_stories.${column}`), 'success_stories.translation_of_id');
    // The story's translation (at most one per story: the other language), for the dashboard's form.
    qb.select(
      knex.raw(
        `(select json_build_object('id', t.id, 'story', t.story, 'location', t.location, 'occupation', t.occupation) from success_stories t where t.translation_of_id = success_stories.id order by t.id desc limit 1) as translation`,
      ),
    );
  },
  toRow: (row) => ({
    id: row.id as number,
    name: row.name as string,
    story: row.story as string,
    location: (row.location as string | null) ?? null,
    occupation: (row.occupation as string | null) ?? null,
    imageUrl: (row.imageUrl as string | null) ?? null,
    locale: row.locale as AdminSuccessStory['locale'],
    isApproved: row.isApproved as boolean,
    publishConsentAt: row.publishConsentAt ? new Date(row.publishConsentAt as string).toISOString() : null,
    createdAt: new Date(row.createdAt as string).toISOString(),
    translationOfId: (row.translationOfId as number | null) ?? null,
    translation: (row.translation as AdminSuccessStory['translation']) ?? null,
  }),
};

export const successStoryCsv = (timeZone: string): CsvColumn<AdminSuccessStory>[] => [
  { header: 'id', value: (row) => row.id },
  { header: 'shared', value: (row) => csvDateTime(row.createdAt, timeZone) },
  { header: 'approved', value: (row) => row.isApproved },
  { header: 'name', value: (row) => row.name },
  { header: 'location', value: (row) => row.location },
  { header: 'occupation', value: (row) => row.occupation },
  { header: 'language', value: (row) => row.locale },
  { header: 'story', value: (row) => row.story },
];
