import type { Knex } from 'knex';
import { quizAnswerKey, type EditableQuiz } from '@reentry/contracts/content-studio';
import { quizKey } from '@reentry/contracts/content-studio-rules';
import { QUIZ_PASS_PERCENT } from '@reentry/contracts/constants';
import type { Locale } from '@reentry/contracts/locale';
import { isModuleUnlocked } from '@reentry/contracts/progress-rules';
import { quizValidationMessages, type QuizResult, type QuizSubmission } from '@reentry/contracts/quiz';
import type { Progress } from '@reentry/contracts/user';
import { prepared, queryPrepared } from '../../db/prepared.js';
import { AppError, UnauthenticatedError, ValidationError } from '../../errors.js';
import { UserModel } from '../users/users.model.js';
import { ModuleProgressModel } from './progress.model.js';
import { publishedContent } from '../content/content-store.js';
import { recordAfter } from '../pre-check/record-after.js';
import { QuizAttemptModel } from './quiz-attempts.model.js';
import { gradeQuiz } from './quiz-grading.js';

/** The client's view of progress: completed module ids and the best quiz score per module. */
export function toProgress(rows: readonly Pick<ModuleProgressModel, 'moduleId' | 'completed' | 'score'>[]): Progress {
  const sorted = [...rows].sort((a, b) => a.moduleId - b.moduleId);
  const quizScores: Record<string, number> = {};
  for (const row of sorted) if (row.score !== null) quizScores[String(row.moduleId)] = row.score;
  return { completedModules: sorted.filter((row) => row.completed).map((row) => row.moduleId), quizScores };
}

type ProgressRow = Pick<ModuleProgressModel, 'moduleId' | 'completed' | 'score'>;
/** Read on every GET /api/auth/me (each signed-in page), so sent as a prepared statement. */
const PROGRESS_OF_USER = prepared('progress_of_user', 'select module_id as "moduleId", completed, score from module_progress where user_id = $1');

/**
 * One user's progress from the database: the one source for GET /api/users/progress, GET /api/auth/me
 * and the server-side renderer (call it in-process with the session's user id).
 */
export async function getProgress(knex: Knex, userId: number): Promise<Progress> {
  return toProgress(await queryPrepared<ProgressRow>(knex, PROGRESS_OF_USER, [userId]));
}

export class ModuleLockedError extends AppError {
  constructor() {
    super(403, 'FORBIDDEN', 'This module is locked.', { messageId: 'api.learning.moduleLocked' });
  }
}

/**
 * Grades a quiz attempt on the server (any score the client sent was already dropped by the contract),
 * records it, and keeps the best score; the module counts as completed once an attempt reaches the pass
 * mark. The unlock rule is checked against the database. All in one transaction.
 */
/**
 * Grades answers with the published quiz's answer key (an online attempt and a paper sheet alike), with the
 * quiz's version to keep with the attempt: changing a right answer later never regrades an attempt silently.
 */
export async function gradeWithPublishedQuiz(trx: Knex, { moduleId, answers }: QuizSubmission, locale: Locale) {
  const quiz = await publishedContent(trx, quizKey(moduleId));
  const key = quizAnswerKey((quiz.document as Record<Locale, EditableQuiz>)[locale]);
  if (key.answers.length !== answers.length) throw new ValidationError({ answers: quizValidationMessages.answersInvalid.id });
  return { graded: gradeQuiz(key, answers), contentVersion: quiz.version };
}

export async function submitQuiz(knex: Knex, userId: number, submission: QuizSubmission, locale: Locale): Promise<QuizResult> {
  const { moduleId, answers } = submission;
  return knex.transaction(async (trx) => {
    const { graded, contentVersion } = await gradeWithPublishedQuiz(trx, submission, locale);
    // Locks the user row so two attempts at once cannot interleave between the unlock check and the write.
    const user = await UserModel.query(trx).findById(userId).select('id').forUpdate();
    if (!user) throw new UnauthenticatedError();
    const before = await getProgress(trx, userId);
    if (!isModuleUnlocked(moduleId, before.completedModules)) throw new ModuleLockedError();

    await QuizAttemptModel.query(trx).insert({
      userId,
      moduleId,
      questionIds: graded.results.map((result) => result.questionId),
      answers: [...answers],
      correct: graded.results.map((result) => result.isCorrect),
      score: graded.score,
      passed: graded.passed,
      contentVersion,
    });
    // The first graded attempt is the "after" of the module's before-check (issue 40); later ones change nothing.
    await recordAfter(trx, userId, moduleId, graded);
    await trx('module_progress')
      .insert({ userId, moduleId, score: graded.score, completed: graded.passed, completedAt: graded.passed ? trx.fn.now() : null })
      .onConflict(['userId', 'moduleId'])
      .merge({
        score: trx.raw('greatest(module_progress.score, excluded.score)'),
        completed: trx.raw('module_progress.completed or excluded.completed'),
        completedAt: trx.raw('coalesce(module_progress.completed_at, excluded.completed_at)'),
      });
    const progress = await getProgress(trx, userId);
    return {
      moduleId,
      score: graded.score,
      correctCount: graded.correctCount,
      questionCount: graded.questionCount,
      passPercent: QUIZ_PASS_PERCENT,
      passed: graded.passed,
      bestScore: progress.quizScores[String(moduleId)] ?? graded.score,
      results: graded.results,
      progress,
    };
  });
}
