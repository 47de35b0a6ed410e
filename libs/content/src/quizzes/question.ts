import type { QuizQuestion } from '@reentry/contracts/content-quiz';

/** Builds a question; options get the values a, b, c, d in the order given. */
export function question(id: string, text: string, labels: [string, string, string, string]): QuizQuestion {
  const values = ['a', 'b', 'c', 'd'] as const;
  return { id, text, options: labels.map((label, i) => ({ value: values[i]!, label })) };
}
