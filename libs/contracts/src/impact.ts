import { z } from './zod.js';
import { defineMessages } from './messages.js';
import { locales } from './locale.js';
import { learningObjectiveSchema } from './learning-objectives.js';

/**
 * The public impact figures (issue 40): `GET /api/impact?from=2026-01&to=2026-06`. Every count from 1 to 9
 * is null ("fewer than 10"), and so is any figure that would let one be worked out (the decision record
 * issue-40-measured-learning.md gives the rule and the interval).
 */
export const IMPACT_MIN_CELL = 10;

export const impactMessages = defineMessages({
  monthInvalid: { id: 'contracts.impact.monthInvalid', defaultMessage: 'Write the month as year and month, like 2026-01.', description: 'Impact figures: from or to is not a month' },
  dateInvalid: { id: 'contracts.impact.dateInvalid', defaultMessage: 'Write the date as year, month and day, like 2026-01-31.', description: 'Impact report: from or to is not a date' },
  rangeInvalid: { id: 'contracts.impact.rangeInvalid', defaultMessage: 'The start must come before the end.', description: 'Impact figures: from is after to' },
  classInvalid: { id: 'contracts.impact.classInvalid', defaultMessage: 'Choose a class from the list.', description: 'Impact report: the instructor id is not a number' },
  languageInvalid: { id: 'contracts.impact.languageInvalid', defaultMessage: 'Choose English or Spanish.', description: 'Impact report: the report language is not one the site speaks' },
});
const m = impactMessages;

const month = z.string({ error: m.monthInvalid.id }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: m.monthInvalid.id });
const day = z
  .string({ error: m.dateInvalid.id })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateInvalid.id })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { error: m.dateInvalid.id });
const inOrder = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;

/** Public: whole months only, so fewer ranges can be subtracted from each other to single people out. */
export const impactQuerySchema = z.object({ from: month.optional(), to: month.optional() }).refine(inOrder, { error: m.rangeInvalid.id, path: ['from'] });
export type ImpactQuery = z.infer<typeof impactQuerySchema>;

/** A field left blank in the staff form (a GET form sends `from=`) is a field not given. */
const blankIsNone = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Staff: any dates, optionally one instructor's class, and the funder's language (else the request's). */
export const impactReportQuerySchema = z
  .object({
    lang: blankIsNone(z.enum(locales, { error: m.languageInvalid.id })),
    from: blankIsNone(day),
    to: blankIsNone(day),
    instructorId: blankIsNone(z.coerce.number({ error: m.classInvalid.id }).int({ error: m.classInvalid.id }).positive({ error: m.classInvalid.id }).max(2 ** 31 - 1, { error: m.classInvalid.id })),
  })
  .refine(inOrder, { error: m.rangeInvalid.id, path: ['from'] });
export type ImpactReportQuery = z.infer<typeof impactReportQuerySchema>;

/** A count: null when it is 1 to 9 or would reveal one. */
const shownCount = z.number().int().min(0).nullable();
const share = z.number().min(0).max(1).nullable();
const interval = z.tuple([z.number(), z.number()]).nullable();

export const impactModuleSchema = z.object({
  moduleId: z.number().int(),
  /** Learners who finished the module (passed its quiz) in the range. */
  completed: shownCount,
  /** Learners with both a before-check and a first graded quiz in the range. */
  pairs: shownCount,
  /** Mean share of right answers before (0 to 1), over the pairs. */
  before: share,
  /** Mean share of right answers in the first graded quiz, over the same pairs. */
  after: share,
  /** after - before: the mean paired difference (-1 to 1). */
  gain: z.number().min(-1).max(1).nullable(),
  /** 95% interval of the mean paired difference (Student's t); null below 10 pairs. */
  ci95: interval,
});
export type ImpactModule = z.infer<typeof impactModuleSchema>;

/**
 * The same measure by what the questions check (their learning objective): per pair (a learner's before-check and
 * first graded quiz of a module) and objective, the share right among that objective's questions before and after.
 * A learner who took two modules with questions on one objective counts twice (a pair is a module's check).
 */
// `pairs`: pairs in the range with questions on this objective both before and after, from the modules whose own
// pairs are shown (a hidden module's pairs would otherwise be its objectives' totals minus the shown ones).
export const impactObjectiveSchema = impactModuleSchema
  .pick({ pairs: true, before: true, after: true, gain: true, ci95: true })
  .extend({ objective: learningObjectiveSchema });
export type ImpactObjective = z.infer<typeof impactObjectiveSchema>;

const wellBeingRound = z.object({ count: shownCount, meanScore: z.number().nullable() });

export const impactSchema = z.object({
  /** The range the figures cover (first and last day, inclusive), and when they were computed. */
  from: z.iso.date(),
  to: z.iso.date(),
  asOf: z.iso.datetime(),
  /** Learner accounts made in the range (staff and deleted accounts left out). */
  learners: shownCount,
  /** Modules finished in the range: the sum of the modules' `completed` (null when any part must hide). */
  completedModules: shownCount,
  certificates: shownCount,
  /** Different facilities whose workshop request was marked done in the range. */
  facilities: shownCount,
  modules: z.array(impactModuleSchema),
  /** By learning objective, in the contract's order: every objective, shown or hidden. */
  objectives: z.array(impactObjectiveSchema),
  wellBeing: z.object({
    signUp: wellBeingRound,
    followUp: wellBeingRound,
    /** Learners with both rounds, the follow-up in the range: the mean change in score and its 95% interval. */
    paired: z.object({ pairs: shownCount, change: z.number().nullable(), ci95: interval }),
  }),
});
export type Impact = z.infer<typeof impactSchema>;
