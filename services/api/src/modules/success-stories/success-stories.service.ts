import type { Knex } from 'knex';
import type { SubmissionReceived } from '@reentry/contracts/form-submission';
import { locales, type Locale } from '@reentry/contracts/locale';
import type { SuccessStory, SuccessStorySubmission } from '@reentry/contracts/success-stories';
import { adminLink, notifyStaff, type FormMailSettings } from '../submissions/form-mail.js';
import { SuccessStoryModel } from './success-stories.model.js';

type StoryRow = SuccessStoryModel & { originalLocale: Locale | null };

function toSuccessStory(row: StoryRow): SuccessStory {
  const { id, name, imageUrl, story, location, occupation, locale, originalLocale, createdAt } = row;
  return { id, name, imageUrl, story, location, occupation, locale, translatedFrom: originalLocale, createdAt: new Date(createdAt).toISOString() };
}

/** Approved stories in one language (as written, or translated into it), newest first. */
function approvedIn(knex: Knex, locale: Locale) {
  return SuccessStoryModel.query(knex)
    .alias('story')
    .select('story.*', 'original.locale as originalLocale')
    .leftJoin('success_stories as original', 'original.id', 'story.translationOfId')
    .where({ 'story.isApproved': true, 'story.locale': locale })
    .orderBy([
      { column: 'story.createdAt', order: 'desc' },
      { column: 'story.id', order: 'desc' },
    ]) as unknown as Promise<StoryRow[]>;
}

/**
 * Only stories an admin approved are public, each in the reader's language: a story written in the other
 * language shows through its translation. Only when the reader's language has no story at all do the other
 * language's stories show (so the section is never empty while stories exist); the page marks their language.
 */
export async function listApprovedStories(knex: Knex, locale: Locale): Promise<SuccessStory[]> {
  const own = await approvedIn(knex, locale);
  if (own.length > 0) return own.map(toSuccessStory);
  const other = locales.find((candidate) => candidate !== locale)!;
  return (await approvedIn(knex, other)).map(toSuccessStory);
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
