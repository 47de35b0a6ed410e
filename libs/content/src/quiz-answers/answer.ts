import type { QuizAnswer, QuizOptionValue } from '@reentry/contracts/content-quiz';

/** Builds an answer; `why` holds one sentence per option, in the order a, b, c, d. */
export function answer(questionId: string, correctAnswer: QuizOptionValue, why: [string, string, string, string]): QuizAnswer {
  const [a, b, c, d] = why;
  return { questionId, correctAnswer, explanations: { a, b, c, d } };
}
