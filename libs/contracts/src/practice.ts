import { z } from './zod.js';
import { contentIdSchema } from './content.js';
import { practiceChoiceValueSchema } from './content-practice.js';
import { defineMessages } from './messages.js';

export const practiceValidationMessages = defineMessages({
  choiceInvalid: {
    id: 'contracts.practice.choiceInvalid',
    defaultMessage: 'Choose one of the answers, then press Check my answer.',
    description: 'Spot the scam: the answer sent is not one of this scenario’s choices',
  },
});

const m = practiceValidationMessages;

/**
 * `POST /api/practice/:id/answer`: the learner's choice. Any short text is read here; the API then
 * answers 422 unless it is one of that scenario's choices (a scenario may have three or four).
 */
export const practiceAnswerRequestSchema = z.object({
  choice: z.string({ error: m.choiceInvalid.id }).max(20, { error: m.choiceInvalid.id }),
});
export type PracticeAnswerRequest = z.infer<typeof practiceAnswerRequestSchema>;

/** The graded answer, in the request's language; `saved` is true only for a signed-in learner. */
export const practiceAnswerResultSchema = z.object({
  scenarioId: contentIdSchema,
  choice: practiceChoiceValueSchema,
  best: practiceChoiceValueSchema,
  isCorrect: z.boolean(),
  explanation: z.string(),
  bestExplanation: z.string(),
  ifItHappened: z.array(z.string()).optional(),
  saved: z.boolean(),
});
export type PracticeAnswerResult = z.infer<typeof practiceAnswerResultSchema>;

/** `GET /api/practice/answers`: the signed-in learner's scenarios answered, and those they got right. */
export const practiceProgressSchema = z.object({
  done: z.array(contentIdSchema),
  right: z.array(contentIdSchema),
});
export type PracticeProgress = z.infer<typeof practiceProgressSchema>;

/** `GET /api/instructor/practice`: who in the class has done which scenario, and what the class gets wrong. */
export const classPracticeSchema = z.object({
  studentCount: z.number().int().min(0),
  students: z.array(z.object({ id: z.number().int(), name: z.string(), done: z.array(contentIdSchema) })),
  /** Every scenario, most often answered wrong first: `wrongBy` students whose first answer was wrong. */
  scenarios: z.array(z.object({ id: contentIdSchema, title: z.string(), answeredBy: z.number().int(), wrongBy: z.number().int() })),
});
export type ClassPractice = z.infer<typeof classPracticeSchema>;
