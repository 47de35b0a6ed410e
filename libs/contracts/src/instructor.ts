import { z } from './zod.js';
import { certificateKinds } from './certificate-rules.js';
import { INSTRUCTOR_MODULE_TOTAL } from './constants.js';
import { contentIdSchema } from './content.js';
import { locales } from './locale.js';
import { defineMessages } from './messages.js';
import { moduleIdSchema } from './module-id.js';
import { progressSchema } from './user.js';

export { INSTRUCTOR_MODULE_TOTAL };
/** How many questions the class's most-missed list names. */
export const MOST_MISSED_LIMIT = 10;

export const instructorValidationMessages = defineMessages({
  studentIdInvalid: {
    id: 'contracts.instructor.studentIdInvalid',
    defaultMessage: 'A student id is a whole number.',
    description: 'GET /api/instructor/students/:id with an id that is not a positive whole number',
  },
});

const count = z.number().int().min(0);
const percent = z.number().int().min(0).max(100);
const timestamp = z.iso.datetime({ offset: true });

/**
 * One row of `GET /api/instructor/students`: only what an instructor needs about their own students.
 * Never the password hash, the roles, assistance applications or anything about other users.
 */
export const instructorStudentSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  /**
   * What the student logs in with (issue 39): a learner without email who forgot it can only get it from
   * the instructor, who reads it to them with a reset code. Only ever sent about the caller's own students.
   */
  username: z.string(),
  /** Null for a learner who signed up with a class code and no email (issue 31). */
  email: z.string().nullable(),
  /** Completed module ids and the best quiz score per module (the same shape as `user.progress`). */
  progress: progressSchema,
  /** Completed modules, out of INSTRUCTOR_MODULE_TOTAL. */
  completedCount: count.max(INSTRUCTOR_MODULE_TOTAL),
  /** Quiz attempts over all modules. */
  attemptsCount: count,
  /** The latest quiz attempt, or null when the student has none yet. */
  lastActivityAt: timestamp.nullable(),
  /** The student's valid certificates, in kind order (the code is the public verification code). */
  certificates: z.array(z.strictObject({ kind: z.enum(certificateKinds), code: z.string(), issuedOn: z.iso.date() })),
});
export type InstructorStudent = z.infer<typeof instructorStudentSchema>;
export const instructorStudentsSchema = z.array(instructorStudentSchema);

export const moduleStatuses = ['not-started', 'in-progress', 'completed'] as const;
export const moduleStatusSchema = z.enum(moduleStatuses);
export type ModuleStatus = z.infer<typeof moduleStatusSchema>;

/** A question the student got wrong on their latest attempt, worded in the request's language. */
export const missedQuestionSchema = z.strictObject({
  questionId: contentIdSchema,
  text: z.string(),
  /** The option the student chose, and the right one (instructors go over these). */
  chosenAnswer: z.string(),
  correctAnswer: z.string(),
});
export type MissedQuestion = z.infer<typeof missedQuestionSchema>;

export const studentModuleSchema = z.strictObject({
  moduleId: moduleIdSchema,
  status: moduleStatusSchema,
  bestScore: percent.nullable(),
  lastScore: percent.nullable(),
  attempts: count,
  firstAttemptAt: timestamp.nullable(),
  lastAttemptAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  missedQuestions: z.array(missedQuestionSchema),
});
export type StudentModule = z.infer<typeof studentModuleSchema>;

/** `GET /api/instructor/students/:id`: the list row plus every module, in order. */
export const instructorStudentDetailSchema = instructorStudentSchema.extend({
  modules: z.array(studentModuleSchema).length(INSTRUCTOR_MODULE_TOTAL),
});
export type InstructorStudentDetail = z.infer<typeof instructorStudentDetailSchema>;

/** A question many of the class missed on their latest attempt at its module. */
export const mostMissedQuestionSchema = z.strictObject({
  moduleId: moduleIdSchema,
  questionId: contentIdSchema,
  text: z.string(),
  /** Students whose latest attempt at the module got it wrong, out of those who tried the module. */
  missedBy: count,
  attemptedBy: count,
});
export type MostMissedQuestion = z.infer<typeof mostMissedQuestionSchema>;

/**
 * The roster's paper sheets (issue 41) as totals only: no names, no per-person rows. A person who claimed
 * their work stays counted (the sheets stay with the facility), unless the account that claimed it is now
 * one of the caller's students: then it is counted once, in the student totals.
 */
export const classPaperTotalsSchema = z.strictObject({
  /** Roster people with at least one sheet. */
  people: count,
  /** Every module, in order. */
  modules: z.array(
    z.strictObject({
      moduleId: moduleIdSchema,
      /** Roster people with a passed sheet of the module. */
      passedBy: count,
      /** Sheets of the module entered. */
      sheets: count,
    }),
  ),
});
export type ClassPaperTotals = z.infer<typeof classPaperTotalsSchema>;

/** `GET /api/instructor/class-summary`: the instructor's whole class at a glance. */
export const classSummarySchema = z.strictObject({
  studentCount: count,
  modules: z.array(
    z.strictObject({ moduleId: moduleIdSchema, completedBy: count, attemptedBy: count, averageBestScore: percent.nullable() }),
  ),
  mostMissed: z.array(mostMissedQuestionSchema).max(MOST_MISSED_LIMIT),
  paper: classPaperTotalsSchema,
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

const MAX_ID = 2_147_483_647;

/** Path parameters of `GET /api/instructor/students/:id`. */
export const studentIdParamsSchema = z.object({
  id: z
    .string({ error: instructorValidationMessages.studentIdInvalid.id })
    .regex(/^[1-9][0-9]{0,9}$/, { error: instructorValidationMessages.studentIdInvalid.id })
    .transform(Number)
    .refine((id) => id <= MAX_ID, { error: instructorValidationMessages.studentIdInvalid.id }),
});

/**
 * Query of `GET /api/instructor/class-progress.csv`. A download link cannot set Accept-Language,
 * so the page names its language for the column headings.
 */
export const classProgressCsvQuerySchema = z.object({ lang: z.enum(locales).optional() });
