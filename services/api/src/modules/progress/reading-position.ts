import type { Knex } from 'knex';
import { DEFAULT_LOCALE } from '@reentry/contracts/locale';
import { myLearningMessages } from '@reentry/contracts/my-learning';
import type { LastRead } from '@reentry/contracts/my-learning';
import { isModuleUnlocked } from '@reentry/contracts/progress-rules';
import { ValidationError } from '../../errors.js';
import type { PublishedContent } from '../content/published-cache.js';
import { publishedModule } from '../content/published-views.js';
import { getProgress, ModuleLockedError } from './progress.service.js';

export interface ReadingPosition {
  moduleId: number;
  sectionId: string;
  readAt: Date;
}

/** Whether `sectionId` is a section of the module's published lesson (every language has the same section ids). */
async function isSectionOf(content: PublishedContent, moduleId: number, sectionId: string): Promise<boolean> {
  const lesson = await publishedModule(content, moduleId, DEFAULT_LOCALE);
  return Boolean(lesson?.content.sections.some((section) => section.id === sectionId));
}

/**
 * `POST /api/users/last-read`: keeps the section the learner last read, one row per learner. The section
 * must be in that module's published lesson, and the module open to this learner (as the lesson itself is).
 */
export async function recordLastRead(knex: Knex, content: PublishedContent, userId: number, { moduleId, sectionId }: LastRead): Promise<void> {
  if (!(await isSectionOf(content, moduleId, sectionId))) throw new ValidationError({ sectionId: myLearningMessages.sectionInvalid.id });
  const { completedModules } = await getProgress(knex, userId);
  if (!isModuleUnlocked(moduleId, completedModules)) throw new ModuleLockedError();
  await knex('reading_positions')
    .insert({ userId, moduleId, sectionId, readAt: knex.fn.now() })
    .onConflict('userId')
    .merge(['moduleId', 'sectionId', 'readAt']);
}

export async function readingPosition(knex: Knex, userId: number): Promise<ReadingPosition | undefined> {
  return knex('reading_positions').where({ userId }).first('moduleId', 'sectionId', 'readAt');
}
