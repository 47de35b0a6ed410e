import { z } from './zod.js';
import { MODULE_IDS } from './constants.js';
import type { QuizOptionValue } from './content-quiz.js';
import { quizValidationMessages } from './quiz.js';

// Issue 41, section 2: the paper answer sheets' entry grid. How a printed sheet letters each question's
// options (the sheet and the grid read this one rule), and the grid's read of the sheets already entered.

/** One letter printed on a paper sheet, and the option it stands for. */
export interface SheetLetter {
  letter: string;
  value: QuizOptionValue;
}

/**
 * The letters a printed answer sheet shows for one question, in the options' order: each option's value,
 * in capitals. A question with three options has three letters; a letter the question does not have is
 * not an answer to it.
 */
export function sheetLetters(question: { options: readonly { value: QuizOptionValue }[] }): SheetLetter[] {
  return question.options.map((option) => ({ letter: option.value.toUpperCase(), value: option.value }));
}

/** The option a letter typed for a question stands for (either case, spaces around ignored), or null. */
export function optionOfLetter(question: { options: readonly { value: QuizOptionValue }[] }, typed: string): QuizOptionValue | null {
  const letter = typed.trim().toUpperCase();
  return sheetLetters(question).find((entry) => entry.letter === letter)?.value ?? null;
}

/** `GET /api/instructor/paper-attempts?moduleId=6`: a module of the course, as the query gives it (text). */
export const paperSheetsQuerySchema = z.object({
  moduleId: z
    .string({ error: quizValidationMessages.moduleUnknown.id })
    .refine((id) => (MODULE_IDS as readonly number[]).some((known) => String(known) === id), { error: quizValidationMessages.moduleUnknown.id })
    .transform(Number),
});

/** The latest sheet entered for one person on the caller's roster, for one module. */
export const paperSheetSchema = z.strictObject({
  rosterId: z.number().int().positive(),
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  enteredAt: z.iso.datetime(),
});
export type PaperSheet = z.infer<typeof paperSheetSchema>;

/** Each person of the caller's roster who has a sheet for the module: their latest one (no sheet, no entry). */
export const paperSheetsSchema = z.strictObject({
  moduleId: z.number().int(),
  sheets: z.array(paperSheetSchema),
});
export type PaperSheets = z.infer<typeof paperSheetsSchema>;
