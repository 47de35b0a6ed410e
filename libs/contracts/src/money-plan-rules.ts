import { dollarsToCents } from './donation-rules.js';
import { defineMessages } from './messages.js';

// No zod here: the planner page's form (yup) and the API's contract (zod, money-plan.ts) both use these.

/**
 * The first 30 days after release in five parts: four weeks of seven days, then days 29 and 30
 * (docs/decisions/issue-34-money-plan.md).
 */
export const MONEY_PLAN_PERIODS = ['week1', 'week2', 'week3', 'week4', 'days29to30'] as const;
export type MoneyPlanPeriod = (typeof MONEY_PLAN_PERIODS)[number];

/** Money coming in. */
export const MONEY_IN_LINES = ['releaseCard', 'pay', 'benefits', 'family'] as const;
/** Money going out; ID documents and the fees that carry penalties are what to pay first. */
export const MONEY_OUT_LINES = ['housing', 'phone', 'transport', 'food', 'idDocuments', 'courtFines', 'supervisionFees', 'debts'] as const;
export const MONEY_PLAN_LINES = [...MONEY_IN_LINES, ...MONEY_OUT_LINES] as const;
export type MoneyPlanLine = (typeof MONEY_PLAN_LINES)[number];

/** $100,000 in cents: the most one box takes. */
export const MONEY_PLAN_MAX_CENTS = 10_000_000;

/** One plan in integer cents: every period has every line (0 when left blank). */
export type MoneyPlan = Record<MoneyPlanPeriod, Record<MoneyPlanLine, number>>;

/** A form field's name, and the API's field name in a 422: `week1.pay`. */
export const moneyPlanFieldName = (period: MoneyPlanPeriod, line: MoneyPlanLine): string => `${period}.${line}`;

export const moneyPlanValidationMessages = defineMessages({
  amountInvalid: {
    id: 'contracts.moneyPlan.amountInvalid',
    defaultMessage: 'Type an amount in dollars, like 25 or 25.50.',
    description: 'Money plan: an amount box holds something that is not dollars and cents',
  },
  amountRange: {
    id: 'contracts.moneyPlan.amountRange',
    defaultMessage: 'Type an amount from 0 to 100,000.',
    description: 'Money plan: an amount below zero or above $100,000',
  },
  planInvalid: {
    id: 'contracts.moneyPlan.planInvalid',
    defaultMessage: 'This plan has a part we do not know. Open the plan on this site and try again.',
    description: 'Money plan API: the plan sent has unknown parts or the wrong shape',
  },
});

const m = moneyPlanValidationMessages;

/**
 * The amount rule: blank is 0; otherwise dollars with at most two decimals, from 0 to 100,000.
 * Gives the amount in cents, or the message id of what is wrong.
 */
export function readMoneyAmount(value: unknown): { cents: number } | { problem: string } {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { cents: 0 };
  if (typeof value === 'string' && value.length > 20) return { problem: m.amountInvalid.id };
  const cents = dollarsToCents(typeof value === 'string' ? value.replace(/^\$/, '') : value);
  if (cents === undefined) return { problem: m.amountInvalid.id };
  if (cents < 0 || cents > MONEY_PLAN_MAX_CENTS) return { problem: m.amountRange.id };
  return { cents };
}

export function emptyMoneyPlan(): MoneyPlan {
  const period = () => Object.fromEntries(MONEY_PLAN_LINES.map((line) => [line, 0])) as Record<MoneyPlanLine, number>;
  return Object.fromEntries(MONEY_PLAN_PERIODS.map((p) => [p, period()])) as MoneyPlan;
}

/** What the learner typed, by field name (`week1.pay`). Only known names are ever read. */
export type MoneyPlanDraft = Record<string, string>;

/**
 * Reads typed boxes: the plan (a box with a mistake counts as 0) and each mistake's message id by field
 * name. The server (a form posted without script) and the browser (as the learner types) both use it.
 */
export function readMoneyPlanDraft(draft: MoneyPlanDraft): { plan: MoneyPlan; errors: Record<string, string> } {
  const plan = emptyMoneyPlan();
  const errors: Record<string, string> = {};
  for (const period of MONEY_PLAN_PERIODS) {
    for (const line of MONEY_PLAN_LINES) {
      const name = moneyPlanFieldName(period, line);
      const read = readMoneyAmount(Object.hasOwn(draft, name) ? draft[name] : '');
      if ('cents' in read) plan[period][line] = read.cents;
      else errors[name] = read.problem;
    }
  }
  return { plan, errors };
}

/** A saved plan back as boxes to show: dollars with cents, blank for 0. */
export function moneyPlanToDraft(plan: MoneyPlan): MoneyPlanDraft {
  const draft: MoneyPlanDraft = {};
  for (const period of MONEY_PLAN_PERIODS) {
    for (const line of MONEY_PLAN_LINES) {
      const cents = plan[period][line];
      draft[moneyPlanFieldName(period, line)] = cents ? `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`.replace(/\.00$/, '') : '';
    }
  }
  return draft;
}
