import type { Knex } from 'knex';
import { claimMessages, type ClaimResult } from '@reentry/contracts/claim';
import { UnauthenticatedError, ValidationError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { getProgress } from '../progress/progress.service.js';
import { hashClaimCode, liveClaimCodes } from './claim-code.service.js';

interface SheetRow {
  id: number;
  moduleId: number;
  questionIds: string[];
  answers: string[];
  correct: boolean[];
  score: number;
  passed: boolean;
  contentVersion: number | null;
  createdAt: Date;
}

/** Wrong, spent, replaced or too old: one answer for all, so a guess learns nothing about which. */
const codeNotWorking = () => new ValidationError({ code: claimMessages.codeNotWorking.id });

/**
 * Each paper sheet becomes one of the account's graded attempts, marked as paper, with its own time, answers,
 * score and quiz version: the account's progress, unlocks, missed questions and certificates then follow from
 * the same rows as online.
 */
async function moveSheets(trx: Knex.Transaction, userId: number, sheets: readonly SheetRow[]): Promise<void> {
  if (sheets.length === 0) return;
  await trx('quiz_attempts').insert(
    sheets.map((sheet) => ({
      userId,
      moduleId: sheet.moduleId,
      questionIds: sheet.questionIds,
      answers: sheet.answers,
      correct: sheet.correct,
      score: sheet.score,
      passed: sheet.passed,
      contentVersion: sheet.contentVersion,
      createdAt: sheet.createdAt,
      source: 'paper',
      paperAttemptId: sheet.id,
    })),
  );
}

/** The best of both per module: the higher score, passed if either passed, and the earlier first pass. Never lowers anything. */
async function mergeProgress(trx: Knex.Transaction, userId: number, sheets: readonly SheetRow[]): Promise<void> {
  const byModule = new Map<number, { score: number; completedAt: Date | null }>();
  for (const sheet of sheets) {
    const best = byModule.get(sheet.moduleId) ?? { score: 0, completedAt: null };
    const firstPass = sheet.passed && (!best.completedAt || sheet.createdAt < best.completedAt) ? sheet.createdAt : best.completedAt;
    byModule.set(sheet.moduleId, { score: Math.max(best.score, sheet.score), completedAt: firstPass });
  }
  for (const [moduleId, { score, completedAt }] of byModule) {
    await trx('module_progress')
      .insert({ userId, moduleId, score, completed: completedAt !== null, completedAt })
      .onConflict(['userId', 'moduleId'])
      .merge({
        score: trx.raw('greatest(module_progress.score, excluded.score)'),
        completed: trx.raw('module_progress.completed or excluded.completed'),
        completedAt: trx.raw('least(module_progress.completed_at, excluded.completed_at)'),
      });
  }
}

/**
 * Issue 40: the "after" of a before-check is the module's first graded attempt made after it. A paper sheet
 * that came after the before-check but before the account's first online attempt is now that attempt, so the
 * pairs of the modules that got sheets are written again; a sheet older than the before-check is never its
 * "after" (the pair would measure backwards), and a pair with no attempt after the check keeps none.
 */
async function rewriteAfters(trx: Knex.Transaction, userId: number, moduleIds: readonly number[]): Promise<void> {
  if (moduleIds.length === 0) return;
  const firstAfterCheck = `from quiz_attempts a where a.user_id = p.user_id and a.module_id = p.module_id and a.created_at >= p.created_at`;
  await trx.raw(
    `update pre_checks p
        set (after_correct, after_total, after_at) =
            (select cardinality(array_positions(a.correct, true)), cardinality(a.correct), a.created_at ${firstAfterCheck} order by a.created_at, a.id limit 1)
      where p.user_id = ? and p.module_id = any(?) and exists (select 1 ${firstAfterCheck})`,
    [userId, [...moduleIds]],
  );
}

/** What a claim did, and whose class the work came from (a sign-up with no email joins it: the way back in). */
export interface Claimed {
  result: ClaimResult;
  instructorId: number;
}

/** The answer to a claim already made by this account (its double press, a lost answer sent again): the same, moving nothing. */
async function claimedBefore(trx: Knex.Transaction, userId: number, personId: number): Promise<Claimed | null> {
  const person = (await trx('roster_people').where({ id: personId, claimedByUserId: userId }).whereNotNull('claimedAt').first('claimedAt', 'instructorId')) as
    | { claimedAt: Date; instructorId: number }
    | undefined;
  if (!person) return null;
  const { count } = (await trx('paper_attempts').where({ rosterPersonId: personId }).count('* as count').first()) as { count: string | number };
  const result = { claimedAt: new Date(person.claimedAt).toISOString(), modules: (await getProgress(trx, userId)).completedModules, sheets: Number(count) };
  return { result, instructorId: person.instructorId };
}

/**
 * A claim inside the caller's transaction (`POST /api/claim`, or a sign-up with the card's code): the
 * learner's account takes a roster person's work with the card's code. The person's row is locked, then the
 * code's (the order a new card takes too), so of two claims at once exactly one moves the work; the other
 * finds the code spent. The same account claiming the same code again gets the first answer and moves
 * nothing. The roster row (the name) and the sheets stay with the instructor's class for its totals,
 * marked claimed. Audited: the person's id and the account's, never the code or the name.
 */
export async function claimInTransaction(trx: Knex.Transaction, user: AuditActor, codeHash: string): Promise<Claimed> {
  const found = (await trx('roster_claim_codes').where({ codeHash }).first('rosterPersonId')) as { rosterPersonId: number } | undefined;
  if (!found) throw codeNotWorking();
  const person = (await trx('roster_people').where({ id: found.rosterPersonId }).whereNull('claimedAt').forUpdate().first('id', 'instructorId')) as
    | { id: number; instructorId: number }
    | undefined;
  const card = person && ((await liveClaimCodes(trx).where({ codeHash }).forUpdate().first('id')) as { id: number } | undefined);
  if (!person || !card) {
    const again = await claimedBefore(trx, user.id, found.rosterPersonId);
    if (again) return again;
    throw codeNotWorking();
  }
  // The account's row, as a quiz attempt locks it: no attempt or before-check crosses the move.
  if (!(await trx('users').where({ id: user.id }).whereNull('deletedAt').forUpdate().first('id'))) throw new UnauthenticatedError();

  const sheets = (await trx('paper_attempts')
    .where({ rosterPersonId: person.id })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }])
    .select('id', 'moduleId', 'questionIds', 'answers', 'correct', 'score', 'passed', 'contentVersion', 'createdAt')) as SheetRow[];
  await moveSheets(trx, user.id, sheets);
  await mergeProgress(trx, user.id, sheets);
  await rewriteAfters(trx, user.id, [...new Set(sheets.map((sheet) => sheet.moduleId))]);

  await trx('roster_claim_codes').where({ id: card.id }).update({ usedAt: trx.fn.now() });
  const [claimed] = (await trx('roster_people')
    .where({ id: person.id })
    .update({ claimedAt: trx.fn.now(), claimedByUserId: user.id })
    .returning('claimedAt')) as { claimedAt: Date }[];
  await writeAudit(trx, { actor: user, action: 'roster.claimed', targetType: 'roster_person', targetId: person.id, detail: { userId: user.id, sheets: sheets.length } });
  const result = { claimedAt: new Date(claimed!.claimedAt).toISOString(), modules: (await getProgress(trx, user.id)).completedModules, sheets: sheets.length };
  return { result, instructorId: person.instructorId };
}

/** `POST /api/claim`: the signed-in learner claims with the card's code, in one transaction. */
export async function claimWithCode(knex: Knex, user: AuditActor, code: string): Promise<ClaimResult> {
  return (await knex.transaction((trx) => claimInTransaction(trx, user, hashClaimCode(code)))).result;
}

/** A cheap look before a sign-up hashes a password: the card works now (the claim checks again, locked). */
export async function claimCodeWorks(knex: Knex, code: string): Promise<void> {
  const live = await liveClaimCodes(knex)
    .join('roster_people as person', 'person.id', 'roster_claim_codes.rosterPersonId')
    .whereNull('person.claimedAt')
    .where({ codeHash: hashClaimCode(code) })
    .first('roster_claim_codes.id');
  if (!live) throw new ValidationError({ claimCode: claimMessages.codeNotWorking.id });
}
