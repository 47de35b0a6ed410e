import { z } from './zod.js';
import {
  MONEY_PLAN_LINES,
  MONEY_PLAN_MAX_CENTS,
  MONEY_PLAN_PERIODS,
  moneyPlanValidationMessages as m,
  readMoneyAmount,
  type MoneyPlan,
  type MoneyPlanLine,
  type MoneyPlanPeriod,
} from './money-plan-rules.js';

/** One amount box: a JSON number or a decimal string (blank is 0), in integer cents. The rule is readMoneyAmount. */
export const moneyAmountSchema = z.unknown().transform((value, ctx) => {
  const read = readMoneyAmount(value);
  if ('cents' in read) return read.cents;
  ctx.addIssue({ code: 'custom', message: read.problem });
  return z.NEVER;
});

const periodSchema = z.strictObject(
  Object.fromEntries(MONEY_PLAN_LINES.map((line) => [line, moneyAmountSchema.optional()])) as Record<MoneyPlanLine, z.ZodOptional<typeof moneyAmountSchema>>,
  { error: m.planInvalid.id },
);

/**
 * `PUT /api/money-plan`: the whole plan, by period then line (`{ week1: { pay: 250, food: "40.50" } }`).
 * Missing periods and lines are 0; an unknown key or another shape is refused. The parsed value is cents.
 */
export const moneyPlanRequestSchema = z
  .strictObject(
    Object.fromEntries(MONEY_PLAN_PERIODS.map((period) => [period, periodSchema.optional()])) as Record<MoneyPlanPeriod, z.ZodOptional<typeof periodSchema>>,
    { error: m.planInvalid.id },
  )
  .transform((body): MoneyPlan => {
    const plan = {} as MoneyPlan;
    for (const period of MONEY_PLAN_PERIODS) {
      const given = body[period] ?? {};
      plan[period] = Object.fromEntries(MONEY_PLAN_LINES.map((line) => [line, given[line] ?? 0])) as Record<MoneyPlanLine, number>;
    }
    return plan;
  });
export type MoneyPlanRequest = z.input<typeof moneyPlanRequestSchema>;

const cents = z.number().int().min(0).max(MONEY_PLAN_MAX_CENTS);
const storedPeriodSchema = z.object(Object.fromEntries(MONEY_PLAN_LINES.map((line) => [line, cents])) as Record<MoneyPlanLine, typeof cents>);

/** A plan as the API stores and returns it: every period and line, in integer cents. */
export const moneyPlanSchema = z.object(
  Object.fromEntries(MONEY_PLAN_PERIODS.map((period) => [period, storedPeriodSchema])) as Record<MoneyPlanPeriod, typeof storedPeriodSchema>,
);

/** `GET` and `PUT /api/money-plan`: the learner's own plan (null before the first save). */
export const moneyPlanResponseSchema = z.object({
  plan: moneyPlanSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type MoneyPlanResponse = z.infer<typeof moneyPlanResponseSchema>;
