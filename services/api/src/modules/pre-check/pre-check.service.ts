import type { Knex } from 'knex';
import { quizAnswerKey, type EditableQuiz } from '@reentry/contracts/content-studio';
import { quizKey } from '@reentry/contracts/content-studio-rules';
import type { MyBeforeAfter, PreCheck } from '@reentry/contracts/learning-measures';
import type { Locale } from '@reentry/contracts/locale';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import { isModuleUnlocked } from '@reentry/contracts/progress-rules';
import { quizValidationMessages } from '@reentry/contracts/quiz';
import { ConflictError, UnauthenticatedError, ValidationError } from '../../errors.js';
import { publishedContent } from '../content/content-store.js';
import type { PublishedContent } from '../content/published-cache.js';
import { ModuleLockedError, getProgress } from '../progress/progress.service.js';
import { gradeQuiz } from '../progress/quiz-grading.js';

type Quizzes = Record<Locale, EditableQuiz>;

/** `GET /api/modules/:id/pre-check`: the published quiz's questions without answers, and where the learner stands. */
export async function readPreCheck(knex: Knex, content: PublishedContent, userId: number, moduleId: number, locale: Locale): Promise<PreCheck> {
  const [quiz, answered, attempted] = await Promise.all([
    content.read(quizKey(moduleId)),
    knex('pre_checks').where({ userId, moduleId }).first('id'),
    knex('quiz_attempts').where({ userId, moduleId }).first('id'),
  ]);
  const questions = (quiz.document as Quizzes)[locale].questions.map(({ id, text, objective, options }) => ({
    id,
    text,
    objective: objective ?? null,
    options: options.map(({ value, label }) => ({ value, label })),
  }));
  return { moduleId, questions, answered: Boolean(answered), quizTaken: Boolean(attempted) };
}

/**
 * Keeps a before-check: graded against the published key (in the request's language, as the quiz is), never
 * shown. Refused when one exists (409) or the quiz was already taken (409: it would not be "before"), or the
 * module is locked (403). The user row is locked, as a quiz attempt locks it, so the two cannot cross.
 */
export async function submitPreCheck(trx: Knex.Transaction, userId: number, moduleId: number, answers: readonly QuizOptionValue[], locale: Locale) {
  const quiz = await publishedContent(trx, quizKey(moduleId));
  const key = quizAnswerKey((quiz.document as Quizzes)[locale]);
  if (key.answers.length !== answers.length) throw new ValidationError({ answers: quizValidationMessages.answersInvalid.id });
  const graded = gradeQuiz(key, answers);
  const user = await trx('users').where({ id: userId }).forUpdate().first('id');
  if (!user) throw new UnauthenticatedError();
  if (!isModuleUnlocked(moduleId, (await getProgress(trx, userId)).completedModules)) throw new ModuleLockedError();
  if (await trx('quiz_attempts').where({ userId, moduleId }).first('id')) throw new ConflictError('api.preCheck.quizTaken');
  const inserted = (await trx('pre_checks')
    .insert({
      userId,
      moduleId,
      questionIds: graded.results.map((result) => result.questionId),
      answers: [...answers],
      correct: graded.results.map((result) => result.isCorrect),
      beforeCorrect: graded.correctCount,
      beforeTotal: graded.questionCount,
      contentVersion: quiz.version,
    })
    .onConflict(['userId', 'moduleId'])
    .ignore()
    .returning('id')) as { id: number }[];
  if (inserted.length === 0) throw new ConflictError('api.preCheck.alreadyAnswered');
  return { moduleId, answered: true as const };
}

interface PairRow {
  moduleId: number;
  beforeCorrect: number;
  beforeTotal: number;
  afterCorrect: number | null;
  afterTotal: number | null;
}

/** `GET /api/users/before-after`: "You knew 2 of 5 before; now 5 of 5", for each module with a before-check. */
export async function myBeforeAfter(knex: Knex, userId: number): Promise<MyBeforeAfter> {
  const rows = (await knex('pre_checks').where({ userId }).orderBy('moduleId').select('moduleId', 'beforeCorrect', 'beforeTotal', 'afterCorrect', 'afterTotal')) as PairRow[];
  return {
    modules: rows.map((row) => ({
      moduleId: row.moduleId,
      before: { correct: row.beforeCorrect, total: row.beforeTotal },
      after: row.afterTotal === null ? null : { correct: row.afterCorrect!, total: row.afterTotal },
    })),
  };
}
