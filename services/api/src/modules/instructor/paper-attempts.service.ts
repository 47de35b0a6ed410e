import type { Knex } from 'knex';
import { QUIZ_PASS_PERCENT } from '@reentry/contracts/constants';
import type { Locale } from '@reentry/contracts/locale';
import { isModuleUnlocked } from '@reentry/contracts/progress-rules';
import type { PaperSheets } from '@reentry/contracts/paper-entry';
import { rosterMessages, type PaperAttempt, type PaperAttemptResult } from '@reentry/contracts/roster';
import { ConflictError, NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { claimMessages } from '@reentry/contracts/claim';
import { gradeWithPublishedQuiz, ModuleLockedError } from '../progress/progress.service.js';

/** The modules a roster person has passed on paper, in order. */
async function passedOnPaper(trx: Knex, rosterPersonId: number): Promise<number[]> {
  const rows = (await trx('paper_attempts').where({ rosterPersonId, passed: true }).distinct('moduleId').orderBy('moduleId')) as { moduleId: number }[];
  return rows.map((row) => row.moduleId);
}

/**
 * One paper answer sheet for a person on the caller's roster (issue 41): graded by the same server grading
 * as an online attempt (the published quiz's key, its version kept), under the same lock and unlocks (the
 * person's passed modules are those with a passed sheet). Another class's person is not found; audited.
 */
export async function enterPaperAttempt(knex: Knex, actor: AuditActor, sheet: PaperAttempt, locale: Locale): Promise<PaperAttemptResult> {
  return knex.transaction(async (trx) => {
    // The person's row, locked: two sheets at once cannot interleave between the unlock check and the write.
    const person = await trx('roster_people').where({ id: sheet.rosterId, instructorId: actor.id }).forUpdate().first('id', 'claimedAt');
    if (!person) throw new NotFoundError('Not on your roster.', rosterMessages.personUnknown.id);
    // Claimed (section 3): the work is the person's own account's now; the instructor adds nothing to it.
    if (person.claimedAt) throw new ConflictError(claimMessages.personClaimed.id);
    if (!isModuleUnlocked(sheet.moduleId, await passedOnPaper(trx, sheet.rosterId))) throw new ModuleLockedError();
    const { graded, contentVersion } = await gradeWithPublishedQuiz(trx, sheet, locale);
    const [row] = (await trx('paper_attempts')
      .insert({
        rosterPersonId: sheet.rosterId,
        moduleId: sheet.moduleId,
        questionIds: graded.results.map((result) => result.questionId),
        answers: [...sheet.answers],
        correct: graded.results.map((result) => result.isCorrect),
        score: graded.score,
        passed: graded.passed,
        contentVersion,
        enteredByUserId: actor.id,
      })
      .returning('id')) as { id: number }[];
    await writeAudit(trx, { actor, action: 'paper_attempt.entered', targetType: 'paper_attempt', targetId: row!.id, detail: { rosterPersonId: sheet.rosterId, moduleId: sheet.moduleId, score: graded.score } });
    return {
      rosterId: sheet.rosterId,
      moduleId: sheet.moduleId,
      score: graded.score,
      correctCount: graded.correctCount,
      questionCount: graded.questionCount,
      passPercent: QUIZ_PASS_PERCENT,
      passed: graded.passed,
      results: graded.results,
      completedModules: await passedOnPaper(trx, sheet.rosterId),
    };
  });
}

/**
 * The entry grid's read (issue 41): for one module, the latest sheet of each person on the caller's roster
 * who has one (another class's people are never read). Scores only: no names, no answers.
 */
export async function latestPaperSheets(knex: Knex, instructorId: number, moduleId: number): Promise<PaperSheets> {
  const rows = (await knex('paper_attempts as sheet')
    .join('roster_people as person', 'person.id', 'sheet.rosterPersonId')
    .where({ 'person.instructorId': instructorId, 'sheet.moduleId': moduleId })
    // A person who claimed their work is no longer on the instructor's record (the class totals keep them).
    .whereNull('person.claimedAt')
    .distinctOn('sheet.rosterPersonId')
    .orderBy([{ column: 'sheet.rosterPersonId' }, { column: 'sheet.id', order: 'desc' }])
    .select('sheet.rosterPersonId', 'sheet.score', 'sheet.passed', 'sheet.createdAt')) as { rosterPersonId: number; score: number; passed: boolean; createdAt: Date }[];
  return {
    moduleId,
    sheets: rows.map((row) => ({ rosterId: row.rosterPersonId, score: row.score, passed: row.passed, enteredAt: new Date(row.createdAt).toISOString() })),
  };
}
