import type { Knex } from 'knex';
import { earnedCertificateKinds } from '@reentry/contracts/certificate-rules';
import { MODULE_IDS } from '@reentry/contracts/constants';
import type { Locale } from '@reentry/contracts/locale';
import type { NextStep } from '@reentry/contracts/my-learning';
import { isModuleUnlocked } from '@reentry/contracts/progress-rules';
import type { PublishedContent } from '../content/published-cache.js';
import { publishedModule } from '../content/published-views.js';
import { validCertificates } from '../instructor/instructor.model.js';
import { getProgress } from './progress.service.js';
import { readingPosition, type ReadingPosition } from './reading-position.js';

interface FailedAttempt {
  moduleId: number;
  createdAt: Date;
}

/** The newest attempt in a module the learner has not passed yet. */
function latestUnpassedAttempt(knex: Knex, userId: number, passed: readonly number[]): Promise<FailedAttempt | undefined> {
  return knex('quiz_attempts')
    .where({ userId })
    .whereNotIn('moduleId', passed)
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
    .first('moduleId', 'createdAt');
}

/** Back to the section last read (of the published lesson); once that was its last section, on to the quiz. */
async function readingStep(content: PublishedContent, position: ReadingPosition, locale: Locale, retry: boolean): Promise<NextStep | null> {
  const module = await publishedModule(content, position.moduleId, locale);
  const sections = module?.content.sections ?? [];
  const index = sections.findIndex((section) => section.id === position.sectionId);
  if (!module || index < 0) return null;
  if (index === sections.length - 1) return { kind: 'quiz', moduleId: module.id, moduleTitle: module.title, retry };
  return { kind: 'read', moduleId: module.id, moduleTitle: module.title, sectionId: position.sectionId, sectionTitle: sections[index]!.title };
}

async function moduleStep(content: PublishedContent, kind: 'quiz' | 'start', moduleId: number, locale: Locale): Promise<NextStep | null> {
  const module = await publishedModule(content, moduleId, locale);
  if (!module) return null;
  return kind === 'quiz' ? { kind, moduleId: module.id, moduleTitle: module.title, retry: true } : { kind, moduleId: module.id, moduleTitle: module.title };
}

/**
 * `GET /api/users/next-step`: one clear next step, in this order. A certificate earned but not made yet;
 * else whichever came last of the section last read (in a module not passed) and a quiz not passed; else
 * the first open module not passed; else nothing (all done).
 */
export async function getNextStep(knex: Knex, content: PublishedContent, userId: number, locale: Locale): Promise<NextStep | null> {
  const [{ completedModules: passed }, certificates, position] = await Promise.all([
    getProgress(knex, userId),
    validCertificates(knex, [userId]),
    readingPosition(knex, userId),
  ]);
  const made = new Set(certificates.map((certificate) => certificate.kind));
  if (earnedCertificateKinds(passed).some((kind) => !made.has(kind))) return { kind: 'certificate' };

  const failed = await latestUnpassedAttempt(knex, userId, passed);
  const reading = position && !passed.includes(position.moduleId) && isModuleUnlocked(position.moduleId, passed) ? position : undefined;
  if (reading && (!failed || reading.readAt > failed.createdAt)) {
    const step = await readingStep(content, reading, locale, failed?.moduleId === reading.moduleId);
    if (step) return step;
  }
  if (failed) return moduleStep(content, 'quiz', failed.moduleId, locale);
  const open = MODULE_IDS.find((id) => !passed.includes(id) && isModuleUnlocked(id, passed));
  return open === undefined ? null : moduleStep(content, 'start', open, locale);
}
