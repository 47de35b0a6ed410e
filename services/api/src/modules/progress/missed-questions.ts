import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { getQuiz } from '@reentry/content/quizzes';
import type { MissedQuestion } from '@reentry/contracts/instructor';
import type { Locale } from '@reentry/contracts/locale';
import type { QuizAttemptModel } from './quiz-attempts.model.js';

export type GradedAttempt = Pick<QuizAttemptModel, 'moduleId' | 'questionIds' | 'answers' | 'correct'>;

/**
 * The questions an attempt got wrong, worded in `locale`, with the option chosen and the right one;
 * questions no longer in the quiz are left out. Only ever called on a submitted attempt, so a right
 * answer is shown only for a question its reader has already answered (the learner, or their instructor).
 */
export function missedQuestions(attempt: GradedAttempt, locale: Locale): MissedQuestion[] {
  const quiz = getQuiz(locale, attempt.moduleId);
  const key = getQuizAnswerKey(locale, attempt.moduleId);
  return attempt.questionIds.flatMap((questionId, index) => {
    if (attempt.correct[index]) return [];
    const question = quiz?.questions.find((q) => q.id === questionId);
    if (!question) return [];
    const label = (value: string | undefined) => question.options.find((option) => option.value === value)?.label ?? '';
    const correct = key?.answers.find((answer) => answer.questionId === questionId)?.correctAnswer;
    return [{ questionId, text: question.text, chosenAnswer: label(attempt.answers[index]), correctAnswer: label(correct) }];
  });
}
