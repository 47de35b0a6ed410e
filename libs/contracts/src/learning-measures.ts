import { z } from './zod.js';
import { MODULE_IDS } from './constants.js';
import { QUIZ_QUESTION_COUNTS, quizOptionSchema, quizOptionValues } from './content-quiz.js';
import { contentIdSchema } from './content.js';
import { learningObjectiveSchema } from './learning-objectives.js';
import { defineMessages } from './messages.js';

// Issue 40: what a learner knew before a module (the before-check) and after it (the first graded quiz).

export const learningMeasuresMessages = defineMessages({
  moduleUnknown: { id: 'contracts.learningMeasures.moduleUnknown', defaultMessage: 'This module does not exist.', description: 'Before-check: the module id in the address is not 1 to 6' },
  answersInvalid: {
    id: 'contracts.learningMeasures.answersInvalid',
    defaultMessage: 'Choose one answer for each question, then send.',
    description: 'Before-check: answers missing, too many, or not one of the options',
  },
});
const m = learningMeasuresMessages;
const MAX_QUESTIONS = Math.max(...Object.values(QUIZ_QUESTION_COUNTS));

/** `/api/modules/:id/pre-check`: the module id in the path. */
export const preCheckParamsSchema = z.object({
  id: z.coerce
    .number({ error: m.moduleUnknown.id })
    .int({ error: m.moduleUnknown.id })
    .min(MODULE_IDS[0], { error: m.moduleUnknown.id })
    .max(MODULE_IDS[MODULE_IDS.length - 1]!, { error: m.moduleUnknown.id }),
});

/**
 * `POST /api/modules/:id/pre-check`: the chosen option for each question, in the quiz's order (like a quiz
 * attempt). The server checks the count against the published quiz and keeps which were right; it never says.
 */
export const preCheckSubmissionSchema = z.object({
  answers: z
    .array(z.enum(quizOptionValues, { error: m.answersInvalid.id }), { error: m.answersInvalid.id })
    .min(1, { error: m.answersInvalid.id })
    .max(MAX_QUESTIONS, { error: m.answersInvalid.id }),
});
export type PreCheckSubmission = z.infer<typeof preCheckSubmissionSchema>;

/** A quiz question as the before-check shows it: no answer, no explanation; its objective when tagged. */
export const preCheckQuestionSchema = z.object({
  id: contentIdSchema,
  text: z.string(),
  objective: learningObjectiveSchema.nullable(),
  options: z.array(quizOptionSchema),
});

/** `GET /api/modules/:id/pre-check`: the module's quiz questions in the request's language, and whether it is done. */
export const preCheckSchema = z.object({
  moduleId: z.number().int(),
  questions: z.array(preCheckQuestionSchema),
  /** The learner sent a before-check for this module (a second one is refused). */
  answered: z.boolean(),
  /** The learner has taken this module's quiz already: a before-check would no longer measure "before". */
  quizTaken: z.boolean(),
});
export type PreCheck = z.infer<typeof preCheckSchema>;

/** `POST /api/modules/:id/pre-check` answers 201 with this: kept, and never graded on screen. */
export const preCheckSavedSchema = z.object({ moduleId: z.number().int(), answered: z.literal(true) });

const count = z.object({ correct: z.number().int().min(0), total: z.number().int().positive() });

/** One module's "You knew 2 of 5 before; now 5 of 5": `after` is the first graded quiz attempt, null until then. */
export const beforeAfterSchema = z.object({ moduleId: z.number().int(), before: count, after: count.nullable() });
export type BeforeAfter = z.infer<typeof beforeAfterSchema>;

/** `GET /api/users/before-after`: the caller's own, for every module with a before-check, in module order. */
export const myBeforeAfterSchema = z.object({ modules: z.array(beforeAfterSchema) });
export type MyBeforeAfter = z.infer<typeof myBeforeAfterSchema>;
