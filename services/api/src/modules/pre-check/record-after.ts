import type { Knex } from 'knex';
import type { GradedQuiz } from '../progress/quiz-grading.js';

/** Called in a quiz attempt's transaction: the first graded attempt is the "after" of the module's before-check. */
export async function recordAfter(trx: Knex.Transaction, userId: number, moduleId: number, graded: Pick<GradedQuiz, 'correctCount' | 'questionCount'>): Promise<void> {
  await trx('pre_checks')
    .where({ userId, moduleId })
    .whereNull('afterAt')
    .update({ afterCorrect: graded.correctCount, afterTotal: graded.questionCount, afterAt: trx.fn.now() });
}
