import type { Knex } from 'knex';
import type { SuccessStory } from '@reentry/contracts/success-stories';
import { SuccessStoryModel } from './success-stories.model.js';

function toSuccessStory(model: SuccessStoryModel): SuccessStory {
  const { id, name, imageUrl, story, location, occupation, createdAt } = model;
  return { id, name, imageUrl, story, location, occupation, createdAt: new Date(createdAt).toISOString() };
}

/** Only stories an admin approved are public; newest first. */
export async function listApprovedStories(knex: Knex): Promise<SuccessStory[]> {
  const rows = await SuccessStoryModel.query(knex).where({ isApproved: true }).orderBy([
    { column: 'createdAt', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  return rows.map(toSuccessStory);
}
