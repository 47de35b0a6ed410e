import { MONEY_PLAN_LINES, MONEY_PLAN_PERIODS, moneyPlanFieldName, type MoneyPlanDraft } from '@reentry/contracts/money-plan-rules';

// A visitor's plan stays in this browser only (never on a facility's shared tablet: the page does not
// call these there). Signing out on a tablet clears localStorage anyway (clearPersonalData).
/** Where a visitor's plan is kept in this browser (the page's code starts at load only where it is set). */
export const DEVICE_PLAN_KEY = 'reentry.money-plan';
const MAX_BOX = 40;

export const moneyPlanFieldNames: readonly string[] = MONEY_PLAN_PERIODS.flatMap((period) => MONEY_PLAN_LINES.map((line) => moneyPlanFieldName(period, line)));

/** Only the plan's own boxes, as short text: what a form post or a stored copy may hold. */
export function pickDraft(read: (name: string) => unknown): MoneyPlanDraft {
  const draft: MoneyPlanDraft = {};
  for (const name of moneyPlanFieldNames) {
    const value = read(name);
    draft[name] = typeof value === 'string' ? value.slice(0, MAX_BOX) : '';
  }
  return draft;
}

export function readDevicePlan(): MoneyPlanDraft | null {
  try {
    const stored = globalThis.localStorage?.getItem(DEVICE_PLAN_KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    return pickDraft((name) => (Object.hasOwn(parsed, name) ? (parsed as Record<string, unknown>)[name] : ''));
  } catch {
    return null;
  }
}

export function writeDevicePlan(draft: MoneyPlanDraft): void {
  try {
    const empty = Object.values(draft).every((value) => value.trim() === '');
    if (empty) globalThis.localStorage?.removeItem(DEVICE_PLAN_KEY);
    else globalThis.localStorage?.setItem(DEVICE_PLAN_KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the plan still works, it is just not kept.
  }
}
