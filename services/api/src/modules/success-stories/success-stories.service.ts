import type { Knex } from 'knex';
import type { SubmissionReceived } from '@reentry/contracts/form-submission';
import type { Locale } from '@reentry/contracts/locale';
import type { SuccessStory, SuccessStorySubmission } from '@reentry/contracts/success-stories';
import { adminLink, notifyStaff, type FormMailSettings } from '../submissions/form-mail.js';
import { SuccessStoryModel } from './success-stories.model.js';

function toSuccessStory(model: SuccessStoryModel): SuccessStory {
  const { id, name, imageUrl, story, location, occupation, locale, createdAt } = model;
  return { id, name, imageUrl, story, location, occupation, locale, createdAt: new Date(createdAt).toISOString() };
}

/** Only stories an admin approved are public: the reader's language first, then newest first. */
export async function listApprovedStories(knex: Knex, locale: Locale): Promise<SuccessStory[]> {
  const rows = await SuccessStoryModel.query(knex)
    .where({ isApproved: true })
    .orderByRaw('(locale = ?) desc', [locale])
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return rows.map(toSuccessStory);
}

/** A visitor's story: stored as typed, unapproved, in the language it was written in; staff are told. */
export async function createSuccessStory(
  trx: Knex.Transaction,
  mail: FormMailSettings,
  submission: SuccessStorySubmission,
  locale: Locale,
): Promise<SubmissionReceived> {
  const { name, story, location, occupation } = submission;
  await SuccessStoryModel.query(trx).insert({ name, story, location, occupation, locale, isApproved: false, publishConsentAt: new Date() });
  await notifyStaff(trx, mail, {
    kind: 'success-story-staff',
    subject: 'New success story to review',
    paragraphs: ['Someone shared their story. It stays hidden until an admin approves it.', `Review it: ${adminLink(mail, 'success-stories')}`],
    details: [
      ['Name', name],
      ['Location', location ?? '-'],
      ['Occupation', occupation ?? '-'],
      ['Language', locale],
      ['Story', story],
    ],
  });
  return { received: true };
}
