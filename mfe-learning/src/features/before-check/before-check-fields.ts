import type { FieldValues } from '@reentry/platform/action-form';
import { beforeCheckMessages } from './before-check.messages';

// The before-check is one form: a radio group per question, `answer-1` to `answer-N`, in the quiz's order.
// (No contract module here: it brings zod, which only the action's own chunk loads.)

/** The fields of a check of `count` questions, in order. */
export const answerFields = (count: number): string[] => Array.from({ length: count }, (_, index) => `answer-${index + 1}`);

/** A question left without an answer, by field (the browser's check and the action's). */
export function missingAnswers(values: FieldValues, count: number): Record<string, string> {
  const missing = answerFields(count).filter((name) => !values[name]);
  return Object.fromEntries(missing.map((name) => [name, beforeCheckMessages.chooseAnswer.id]));
}
