import type { Knex } from 'knex';
import type { EditableQuiz } from '@reentry/contracts/content-studio';
import { quizKey } from '@reentry/contracts/content-studio-rules';
import type { MissedQuestion } from '@reentry/contracts/instructor';
import type { Locale } from '@reentry/contracts/locale';
import { versionDocuments } from '../content/content-store.js';
import type { QuizAttemptModel } from './quiz-attempts.model.js';

export type GradedAttempt = Pick<QuizAttemptModel, 'moduleId' | 'questionIds' | 'answers' | 'correct' | 'contentVersion'>;

/** The quiz an attempt was graded on, in one language (undefined if that version is gone). */
export type GradedQuiz = (attempt: GradedAttempt, locale: Locale) => EditableQuiz | undefined;

/** Attempts graded before the content studio (no version) read the first version: the release's text then. */
const FIRST_VERSION = 1;
const gradedVersion = (attempt: GradedAttempt) => ({ key: quizKey(attempt.moduleId), version: attempt.contentVersion ?? FIRST_VERSION });

/**
 * The quiz versions these attempts were graded on, in one read for the request (only attempts that
 * missed something need one). A published change of wording or right answer never rewrites the past.
 */
export async function gradedQuizzes(knex: Knex, attempts: readonly GradedAttempt[]): Promise<GradedQuiz> {
  const needed = attempts.filter((attempt) => attempt.correct.some((right) => !right)).map(gradedVersion);
  const document = await versionDocuments(knex, needed);
  return (attempt, locale) => {
    const { key, version } = gradedVersion(attempt);
    return document(key, version)?.[locale] as EditableQuiz | undefined;
  };
}

/**
 * The questions an attempt got wrong, worded in `locale` as in the quiz it was graded on, with the option
 * chosen and the right one; a question that version lacks is left out. Only ever called on a submitted
 * attempt, so a right answer is shown only for a question its reader has already answered (the learner,
 * or their instructor).
 */
export function missedQuestions(attempt: GradedAttempt, quiz: EditableQuiz | undefined): MissedQuestion[] {
  return attempt.questionIds.flatMap((questionId, index) => {
    if (attempt.correct[index]) return [];
    const question = quiz?.questions.find((q) => q.id === questionId);
    if (!question) return [];
    const label = (value: string | undefined) => question.options.find((option) => option.value === value)?.label ?? '';
    const correct = question.options.find((option) => option.correct)?.value;
    return [{ questionId, text: question.text, chosenAnswer: label(attempt.answers[index]), correctAnswer: label(correct) }];
  });
}
