import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import { MY_ATTEMPTS_MAX, type MyAttempt } from '@reentry/contracts/my-learning';
import { gradedQuizzes, missedQuestions, type GradedQuiz } from './missed-questions.js';
import { QuizAttemptModel } from './quiz-attempts.model.js';

type AttemptRow = Pick<QuizAttemptModel, 'id' | 'moduleId' | 'questionIds' | 'answers' | 'correct' | 'score' | 'passed' | 'createdAt' | 'contentVersion' | 'source'>;

function toMyAttempt(row: AttemptRow, locale: Locale, quizOf: GradedQuiz): MyAttempt {
  return {
    id: row.id,
    moduleId: row.moduleId,
    createdAt: new Date(row.createdAt).toISOString(),
    score: row.score,
    passed: row.passed,
    correctCount: row.correct.filter(Boolean).length,
    questionCount: row.correct.length,
    missedQuestions: missedQuestions(row, quizOf(row, locale)),
    source: row.source,
  };
}

/**
 * `GET /api/users/attempts`: the caller's own graded attempts, newest first (one module's, or all), each
 * with the questions missed and their right answers in `locale`, worded as in the quiz version it was
 * graded on. Only rows of `userId` are ever read.
 */
export async function listMyAttempts(knex: Knex, userId: number, moduleId: number | undefined, locale: Locale): Promise<MyAttempt[]> {
  const query = QuizAttemptModel.query(knex)
    .select('id', 'moduleId', 'questionIds', 'answers', 'correct', 'score', 'passed', 'createdAt', 'contentVersion', 'source')
    .where({ userId })
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(MY_ATTEMPTS_MAX);
  if (moduleId !== undefined) query.where({ moduleId });
  const rows = (await query) as unknown as AttemptRow[];
  const quizOf = await gradedQuizzes(knex, rows);
  return rows.map((row) => toMyAttempt(row, locale, quizOf));
}
