import { z } from './zod.js';
import { MODULE_IDS } from './constants.js';
import { contentIdSchema } from './content.js';
import { missedQuestionSchema } from './instructor.js';
import { defineMessages } from './messages.js';
import { moduleIdSchema } from './module-id.js';
import { text } from './text.js';

// Issue 31, "Continuity": the learner's own attempts, the section they last read, and their one next step.

export const myLearningMessages = defineMessages({
  moduleInvalid: { id: 'contracts.myLearning.moduleInvalid', defaultMessage: 'This module does not exist.', description: 'Last-read position or attempts filter: the module id is not 1 to 6' },
  sectionInvalid: {
    id: 'contracts.myLearning.sectionInvalid',
    defaultMessage: 'This part of the lesson does not exist.',
    description: 'Last-read position: the section id is not a section of that module',
  },
});
const m = myLearningMessages;

/** Section ids are short kebab-case words; longer input is refused before any lookup. */
export const SECTION_ID_MAX = 80;

const moduleId = z
  .number({ error: m.moduleInvalid.id })
  .int({ error: m.moduleInvalid.id })
  .min(MODULE_IDS[0], { error: m.moduleInvalid.id })
  .max(MODULE_IDS[MODULE_IDS.length - 1]!, { error: m.moduleInvalid.id });

/** `POST /api/users/last-read`: the section of a lesson the learner has just read (or opened). */
export const lastReadSchema = z.strictObject({
  moduleId,
  sectionId: text({ error: m.sectionInvalid.id })
    .max(SECTION_ID_MAX, { error: m.sectionInvalid.id })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: m.sectionInvalid.id }),
});
export type LastRead = z.infer<typeof lastReadSchema>;

/** `GET /api/users/attempts?moduleId=2`: one module's attempts, or every module's without it. */
export const myAttemptsQuerySchema = z.object({
  moduleId: z
    .string({ error: m.moduleInvalid.id })
    .regex(/^[1-6]$/, { error: m.moduleInvalid.id })
    .transform(Number)
    .optional(),
});

/** One of the learner's own graded attempts: when, the score, and the questions missed with the right answers. */
export const myAttemptSchema = z.strictObject({
  id: z.number().int().positive(),
  moduleId: moduleIdSchema,
  createdAt: z.iso.datetime({ offset: true }),
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  correctCount: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  missedQuestions: z.array(missedQuestionSchema),
  /** `paper`: a sheet typed in by an instructor, claimed into the account with a card (issue 41). */
  source: z.enum(['online', 'paper']),
});
export type MyAttempt = z.infer<typeof myAttemptSchema>;

/** Newest first; at most `MY_ATTEMPTS_MAX`. */
export const myAttemptsSchema = z.strictObject({ attempts: z.array(myAttemptSchema) });
export type MyAttempts = z.infer<typeof myAttemptsSchema>;
export const MY_ATTEMPTS_MAX = 50;

/**
 * `GET /api/users/next-step`: the one clear next step of a signed-in learner, worded by the server in the
 * request's language. `null` when every module is passed and every earned certificate made.
 */
export const nextStepSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('certificate') }),
  z.strictObject({ kind: z.literal('read'), moduleId: moduleIdSchema, moduleTitle: z.string(), sectionId: contentIdSchema, sectionTitle: z.string() }),
  z.strictObject({ kind: z.literal('quiz'), moduleId: moduleIdSchema, moduleTitle: z.string(), retry: z.boolean() }),
  z.strictObject({ kind: z.literal('start'), moduleId: moduleIdSchema, moduleTitle: z.string() }),
]);
export type NextStep = z.infer<typeof nextStepSchema>;
export const nextStepResponseSchema = z.strictObject({ nextStep: nextStepSchema.nullable() });
export type NextStepResponse = z.infer<typeof nextStepResponseSchema>;
