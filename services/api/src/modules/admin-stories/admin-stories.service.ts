import type { Knex } from 'knex';
import type { AdminSuccessStory } from '@reentry/contracts/admin-lists';
import { NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { successStoryList } from './admin-stories.list.js';

const notFound = () => new NotFoundError('Story not found.', 'api.admin.storyNotFound');

/** Shows a story on the home page (approve) or hides it again; audited. */
export async function setStoryApproval(knex: Knex, id: number, isApproved: boolean, actor: AuditActor): Promise<AdminSuccessStory> {
  return knex.transaction(async (trx) => {
    const story = (await trx('success_stories').where({ id }).forUpdate().first('isApproved')) as { isApproved: boolean } | undefined;
    if (!story) throw notFound();
    if (story.isApproved !== isApproved) {
      await trx('success_stories').where({ id }).update({ isApproved });
      await writeAudit(trx, { actor, action: isApproved ? 'success_story.approved' : 'success_story.unapproved', targetType: 'success_story', targetId: id });
    }
    const query = trx('success_stories').where('success_stories.id', id);
    successStoryList.select(query, { knex: trx, timeZone: 'UTC', now: new Date(), locale: 'en' });
    return successStoryList.toRow((await query.first()) as Record<string, unknown>);
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
