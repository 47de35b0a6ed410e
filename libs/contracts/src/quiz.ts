import { z } from './zod.js';
import { MODULE_IDS, QUIZ_PASS_PERCENT } from './constants.js';
import { contentIdSchema } from './content.js';
import { QUIZ_QUESTION_COUNTS, quizOptionValueSchema, quizOptionValues, type Quiz } from './content-quiz.js';
import { defineMessages } from './messages.js';
import { progressSchema } from './user.js';

export { QUIZ_PASS_PERCENT };

export const quizValidationMessages = defineMessages({
  moduleUnknown: { id: 'contracts.quiz.moduleUnknown', defaultMessage: 'This module does not exist.', description: 'Quiz submission: module id is not 1 to 6' },
  answersInvalid: {
    id: 'contracts.quiz.answersInvalid',
    defaultMessage: 'Please choose one answer for every question, then submit the quiz.',
    description: 'Quiz submission: answers missing, too many or not one of the options',
  },
});

const m = quizValidationMessages;
const MAX_QUESTIONS = Math.max(...Object.values(QUIZ_QUESTION_COUNTS));

/** A module and the chosen option value for each of its questions, in the quiz's order (online or on paper). */
export const quizAnswersShape = {
  moduleId: z
    .number({ error: m.moduleUnknown.id })
    .int({ error: m.moduleUnknown.id })
    .min(MODULE_IDS[0], { error: m.moduleUnknown.id })
    .max(MODULE_IDS[MODULE_IDS.length - 1]!, { error: m.moduleUnknown.id }),
  answers: z
    .array(z.enum(quizOptionValues, { error: m.answersInvalid.id }), { error: m.answersInvalid.id })
    .min(1, { error: m.answersInvalid.id })
    .max(MAX_QUESTIONS, { error: m.answersInvalid.id }),
};
/** One answer per question of the module's quiz (the refinement both submissions use, with its message). */
export const oneAnswerPerQuestion = (s: { moduleId: number; answers: readonly unknown[] }) => s.answers.length === QUIZ_QUESTION_COUNTS[s.moduleId as keyof typeof QUIZ_QUESTION_COUNTS];
export const oneAnswerPerQuestionError = { error: m.answersInvalid.id, path: ['answers'] };

/**
 * `POST /api/modules/complete`: the chosen option value for each question, in the quiz's order.
 * The server grades them; a `score` (or anything else) the client adds is ignored.
 */
export const quizSubmissionSchema = z.object(quizAnswersShape).refine(oneAnswerPerQuestion, oneAnswerPerQuestionError);
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

/**
 * A quiz posted one question at a time (the module page's form): the answers so far, in order, each one
 * of its own question's options, and no more answers than the quiz has questions.
 */
export function quizAnswersSoFarSchema(quiz: Pick<Quiz, 'questions'>) {
  return z
    .array(z.enum(quizOptionValues, { error: m.answersInvalid.id }), { error: m.answersInvalid.id })
    .max(quiz.questions.length, { error: m.answersInvalid.id })
    .refine((answers) => answers.every((answer, index) => quiz.questions[index]?.options.some((option) => option.value === answer)), { error: m.answersInvalid.id });
}

/** One graded question, with the explanations of the chosen option and of the right one, in the request's language. */
export const quizQuestionResultSchema = z.object({
  questionId: contentIdSchema,
  chosenAnswer: quizOptionValueSchema,
  correctAnswer: quizOptionValueSchema,
  isCorrect: z.boolean(),
  chosenExplanation: z.string(),
  correctExplanation: z.string(),
});
export type QuizQuestionResult = z.infer<typeof quizQuestionResultSchema>;

const percent = z.number().int().min(0).max(100);

/** The answer to a graded attempt. `progress` is the learner's progress after it, so pages update without a reload. */
export const quizResultSchema = z.object({
  moduleId: z.number().int(),
  /** This attempt: the rounded percent of correct answers. */
  score: percent,
  correctCount: z.number().int().min(0),
  questionCount: z.number().int().positive(),
  passPercent: percent,
  /** This attempt reached the pass mark. */
  passed: z.boolean(),
  /** The best score of every attempt so far, this one included. */
  bestScore: percent,
  results: z.array(quizQuestionResultSchema),
  progress: progressSchema,
});
export type QuizResult = z.infer<typeof quizResultSchema>;
