import { z } from './zod.js';
import { adminValidationMessages as m } from './admin-rules.js';

/** `GET /api/admin/overview?weeks=12`. */
export const overviewQuerySchema = z.strictObject({
  weeks: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: m.weeksInvalid.id }).int({ error: m.weeksInvalid.id }).min(1, { error: m.weeksInvalid.id }).max(52, { error: m.weeksInvalid.id }).default(12),
  ),
});
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

/** Learners (not staff) who registered, then who passed modules 1 to n in a row (n = 1..6). */
export const funnelStepSchema = z.object({ step: z.number().int().min(0).max(6), learners: z.number().int().min(0) });

/** One week (Monday, in the site's time zone, as YYYY-MM-DD). */
export const weekCountSchema = z.object({
  week: z.string(),
  facilityRequests: z.number().int().min(0),
  assistanceRequests: z.number().int().min(0),
  contactMessages: z.number().int().min(0),
  donations: z.number().int().min(0),
  /** Cents of succeeded donations that week. */
  donatedCents: z.number().int().min(0),
});

/** One calendar month (in the site's time zone, as YYYY-MM): monthly giving beside one-time gifts. */
export const monthGivingSchema = z.object({
  month: z.string(),
  /** Monthly gifts running at the month's end (now, for this month): active, or a renewal being retried. */
  activeMonthlyDonors: z.number().int().min(0),
  /** Monthly gifts whose first payment went through that month. */
  newMonthlyDonors: z.number().int().min(0),
  /** Monthly gifts that had started and ended that month (the donor stopped, or Stripe gave up on the card). */
  stoppedMonthlyDonors: z.number().int().min(0),
  /** Cents received from monthly payments that month, refunds taken off. */
  monthlyCents: z.number().int().min(0),
  /** Paid one-time gifts that month (fully refunded ones left out), and their cents, refunds taken off. */
  oneTimeGifts: z.number().int().min(0),
  oneTimeCents: z.number().int().min(0),
});

export const missedQuestionSchema = z.object({
  moduleId: z.number().int(),
  questionId: z.string(),
  /** In the request's language; the id when the question no longer exists. */
  text: z.string(),
  attempts: z.number().int().min(0),
  missed: z.number().int().min(0),
});

export const overviewSchema = z.object({
  weeks: z.number().int(),
  /** When these figures were computed (they are kept for up to a minute). */
  generatedAt: z.iso.datetime(),
  funnel: z.array(funnelStepSchema),
  perWeek: z.array(weekCountSchema),
  /** The last 12 months, oldest first, empty months included. */
  perMonth: z.array(monthGivingSchema),
  mostMissed: z.array(missedQuestionSchema),
  /** New requests past their promise right now, per list. */
  overdue: z.object({ facilityRequests: z.number().int(), assistanceRequests: z.number().int() }),
});
export type Overview = z.infer<typeof overviewSchema>;
export type WeekCount = z.infer<typeof weekCountSchema>;
export type MonthGiving = z.infer<typeof monthGivingSchema>;
export type MissedQuestion = z.infer<typeof missedQuestionSchema>;
