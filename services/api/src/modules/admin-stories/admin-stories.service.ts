import type { Knex } from 'knex';
import type { AdminSuccessStory } from '@reentry/contracts/admin-lists';
import type { StoryTranslation } from '@reentry/contracts/success-stories';
import { ConflictError, NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { successStoryList } from './admin-stories.list.js';

const notFound = () => new NotFoundError('Story not found.', 'api.admin.storyNotFound');

/** One story as the dashboard lists it. */
async function storyRow(trx: Knex, id: number): Promise<AdminSuccessStory> {
  const query = trx('success_stories').where('success_stories.id', id);
  successStoryList.select(query, { knex: trx, timeZone: 'UTC', now: new Date(), locale: 'en' });
  return successStoryList.toRow((await query.first()) as Record<string, unknown>);
}

interface StoryForTranslation {
  id: number;
  name: string;
  imageUrl: string | null;
  locale: 'en' | 'es';
  isApproved: boolean;
  publishConsentAt: Date | null;
  translationOfId: number | null;
}

/**
 * Writes (or corrects) a story's translation into the other language (issue 39, 4.3): one row that is a
 * translation of the original (`translation_of_id`), with the original's name, photo, consent and approval,
 * so the other language's home page shows it as soon as the original is approved. A translation itself
 * cannot be translated (409: translate its original). Audited, without the text. Answers the original's row.
 */
export async function saveStoryTranslation(knex: Knex, id: number, input: StoryTranslation, actor: AuditActor): Promise<AdminSuccessStory> {
  return knex.transaction(async (trx) => {
    const original = (await trx('success_stories').where({ id }).forUpdate().first('id', 'name', 'imageUrl', 'locale', 'isApproved', 'publishConsentAt', 'translationOfId')) as StoryForTranslation | undefined;
    if (!original) throw notFound();
    if (original.translationOfId !== null) throw new ConflictError('api.admin.storyIsTranslation');
    const text = { story: input.story, location: input.location, occupation: input.occupation };
    const existing = (await trx('success_stories').where({ translationOfId: id }).orderBy('id', 'desc').first('id')) as { id: number } | undefined;
    const locale = original.locale === 'en' ? 'es' : 'en';
    if (existing) await trx('success_stories').where({ id: existing.id }).update(text);
    else {
      const { name, imageUrl, isApproved, publishConsentAt } = original;
      await trx('success_stories').insert({ ...text, name, imageUrl, isApproved, publishConsentAt, locale, translationOfId: id });
    }
    await writeAudit(trx, { actor, action: existing ? 'success_story.translation_updated' : 'success_story.translated', targetType: 'success_story', targetId: id, detail: { locale } });
    return storyRow(trx, id);
  });
}

/** Shows a story on the home page (approve) or hides it again; audited. */
export async function setStoryApproval(knex: Knex, id: number, isApproved: boolean, actor: AuditActor): Promise<AdminSuccessStory> {
  return knex.transaction(async (trx) => {
    const story = (await trx('success_stories').where({ id }).forUpdate().first('isApproved')) as { isApproved: boolean } | undefined;
    if (!story) throw notFound();
    if (story.isApproved !== isApproved) {
      await trx('success_stories').where({ id }).update({ isApproved });
      await writeAudit(trx, { actor, action: isApproved ? 'success_story.approved' : 'success_story.unapproved', targetType: 'success_story', targetId: id });
    }
    return storyRow(trx, id);
  });
}

/** Deletes a story for good (a writer may ask for that); the audit row keeps who did it, not the story. */
export async function deleteStory(knex: Knex, id: number, actor: AuditActor): Promise<{ deleted: true }> {
  return knex.transaction(async (trx) => {
    const deleted = (await trx('success_stories').where({ id }).delete().returning(['id', 'isApproved', 'locale'])) as { isApproved: boolean; locale: string }[];
    if (deleted.length === 0) throw notFound();
    await writeAudit(trx, {
      actor,
      action: 'success_story.deleted',
      targetType: 'success_story',
      targetId: id,
      detail: { wasApproved: deleted[0]!.isApproved, locale: deleted[0]!.locale },
    });
    return { deleted: true };
  });
}
