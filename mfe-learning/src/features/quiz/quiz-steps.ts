import type { QueryClient } from '@tanstack/react-query';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import { isAttemptId, startAttemptId, useAttemptId } from '../../shared/attempt-id';
import { readAnswers } from '../../shared/quiz-answers';

// The quiz, one question at a time, lives in the address and the form (issue 42), never in the page's
// state: `?tab=quiz&attempt=<id>&answers=ba` is question 3 of attempt <id>, the first two answered b and a.
// Each question's form posts the attempt and the answers so far (hidden) with its own answer; the module
// page's action checks them and answers with the next question's address, or grades the attempt.

/** The fields every question's form posts. */
export const QUIZ_FIELDS = ['attempt', 'answers', 'answer'] as const;

export interface QuizStep {
  attempt: string;
  answers: QuizOptionValue[];
}

/** The question an address shows, or null (the quiz's introduction or result). */
export function readQuizStep(search: URLSearchParams): QuizStep | null {
  const attempt = search.get('attempt') ?? '';
  const answers = readAnswers(search.get('answers') ?? '');
  return isAttemptId(attempt) && answers ? { attempt, answers } : null;
}

export { isAttemptId };

/** The address of the next question to answer; `chosen`: the answer it starts with (Previous Question). */
export function questionPath(moduleId: number, { attempt, answers }: QuizStep, chosen?: QuizOptionValue): string {
  const search = new URLSearchParams({ tab: 'quiz', attempt, answers: answers.join('') });
  if (chosen) search.set('chosen', chosen);
  return `/modules/${moduleId}?${search}`;
}

const attemptKey = (moduleId: number) => ['learning', 'quiz', 'new-attempt', moduleId] as const;

/**
 * A new attempt's id, made by the loader each time the quiz's start (or its result) is loaded: it travels
 * with the page's data, so the server's Start link and the hydrated one are the same. Sent with every
 * answer, it makes the attempt's Idempotency-Key: a double post is one attempt, a new try another.
 */
export function startQuizAttempt(queryClient: QueryClient, moduleId: number): void {
  startAttemptId(queryClient, attemptKey(moduleId));
}

export function useNewQuizAttempt(moduleId: number): string {
  return useAttemptId(attemptKey(moduleId));
}
