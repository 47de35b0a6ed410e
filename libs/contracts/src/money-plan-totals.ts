import { MONEY_IN_LINES, MONEY_OUT_LINES, MONEY_PLAN_PERIODS, type MoneyPlan, type MoneyPlanPeriod } from './money-plan-rules.js';

export interface MoneyPlanPeriodTotals {
  period: MoneyPlanPeriod;
  in: number;
  out: number;
  /** What is left at the end of this period, counting the periods before it. */
  balance: number;
}

export interface MoneyPlanTotals {
  in: number;
  out: number;
  /** Coming in minus going out for the month (negative: the month does not add up). */
  left: number;
  periods: MoneyPlanPeriodTotals[];
  /** The first period whose running balance is below zero (money runs out then), or null. */
  runsOutIn: MoneyPlanPeriod | null;
  /** True when money runs out at some point: the page then warns and says what to pay first. */
  doesNotAddUp: boolean;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The one place the plan is added up (integer cents, no floating point): the server's page for a form
 * posted without script, the browser as the learner types, and the API's answer all use it.
 */
export function moneyPlanTotals(plan: MoneyPlan): MoneyPlanTotals {
  let balance = 0;
  let runsOutIn: MoneyPlanPeriod | null = null;
  const periods = MONEY_PLAN_PERIODS.map((period) => {
    const lines = plan[period];
    const periodIn = sum(MONEY_IN_LINES.map((line) => lines[line]));
    const periodOut = sum(MONEY_OUT_LINES.map((line) => lines[line]));
    balance += periodIn - periodOut;
    if (balance < 0 && runsOutIn === null) runsOutIn = period;
    return { period, in: periodIn, out: periodOut, balance };
  });
  const totalIn = sum(periods.map((p) => p.in));
  const totalOut = sum(periods.map((p) => p.out));
  return { in: totalIn, out: totalOut, left: totalIn - totalOut, periods, runsOutIn, doesNotAddUp: runsOutIn !== null };
}

/** Each line's total over the month (for the printed summary). */
export function moneyPlanLineTotals(plan: MoneyPlan): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const line of [...MONEY_IN_LINES, ...MONEY_OUT_LINES]) totals[line] = sum(MONEY_PLAN_PERIODS.map((period) => plan[period][line]));
  return totals;
}
