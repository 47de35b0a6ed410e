import { z } from './zod.js';
import { moduleIdSchema } from './module-id.js';
import { contentIdSchema } from './content.js';

/** Questions per quiz (spec section 3): modules 1 to 5 have 5, module 6 has 7. */
export const QUIZ_QUESTION_COUNTS = { 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 7 } as const;
export const QUIZ_OPTION_COUNT = 4;
export const quizOptionValues = ['a', 'b', 'c', 'd'] as const;
export const quizOptionValueSchema = z.enum(quizOptionValues);
export type QuizOptionValue = z.infer<typeof quizOptionValueSchema>;

const text = z.string().trim().min(1);

export const quizOptionSchema = z.object({ value: quizOptionValueSchema, label: text });
export type QuizOption = z.infer<typeof quizOptionSchema>;

/** What the browser receives before submitting: no answers, no explanations. */
export const quizQuestionSchema = z.strictObject({
  id: contentIdSchema,
  text,
  options: z
    .array(quizOptionSchema)
    .length(QUIZ_OPTION_COUNT)
    .refine((o) => new Set(o.map((x) => x.value)).size === o.length, 'Option values must be unique'),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z
  .strictObject({ moduleId: moduleIdSchema, questions: z.array(quizQuestionSchema).min(1) })
  .refine((q) => q.questions.length === QUIZ_QUESTION_COUNTS[q.moduleId as keyof typeof QUIZ_QUESTION_COUNTS], {
    message: 'Wrong number of questions for this module',
    path: ['questions'],
  });
export type Quiz = z.infer<typeof quizSchema>;

/** The answer to one question, with one sentence per option saying why it is right or wrong. */
export const quizAnswerSchema = z.strictObject({
  questionId: contentIdSchema,
  correctAnswer: quizOptionValueSchema,
  explanations: z.strictObject({ a: text, b: text, c: text, d: text }),
});
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

/** Server-only answer key for one module's quiz. */
export const quizAnswerKeySchema = z.strictObject({
  moduleId: moduleIdSchema,
  answers: z.array(quizAnswerSchema).min(1),
});
export type QuizAnswerKey = z.infer<typeof quizAnswerKeySchema>;

/** Problems when a key does not match its quiz (empty when it does). */
export function answerKeyMismatches(quiz: Quiz, key: QuizAnswerKey): string[] {
  const problems: string[] = [];
  if (quiz.moduleId !== key.moduleId) problems.push(`module ${quiz.moduleId} has key for ${key.moduleId}`);
  const ids = quiz.questions.map((q) => q.id);
  const keyIds = key.answers.map((a) => a.questionId);
  if (ids.join() !== keyIds.join()) problems.push(`questions [${ids}] but answers [${keyIds}]`);
  for (const answer of key.answers) {
    const question = quiz.questions.find((q) => q.id === answer.questionId);
    if (question && !question.options.some((o) => o.value === answer.correctAnswer)) {
      problems.push(`${answer.questionId}: correct answer ${answer.correctAnswer} is not an option`);
    }
  }
  return problems;
}
