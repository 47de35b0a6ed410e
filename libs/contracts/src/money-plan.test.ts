import { moneyAmountSchema, moneyPlanRequestSchema } from './money-plan';
import { moneyAmountExamples } from './money-plan.examples';
import { emptyMoneyPlan, moneyPlanToDraft, readMoneyPlanDraft, type MoneyPlan } from './money-plan-rules';
import { moneyPlanTotals } from './money-plan-totals';

// The same table runs against the planner's yup field in mfe-learning (money-plan.schema.test.ts).
describe('the money plan amount rule (zod)', () => {
  it.each(moneyAmountExamples.map((e) => [e.label, e] as const))('%s', (_label, example) => {
    const result = moneyAmountSchema.safeParse(example.value);
    if (example.error) expect(result.error?.issues.map((issue) => issue.message)).toEqual([example.error]);
    else expect(result.data).toBe(example.cents);
  });
});

const errorsOf = (body: unknown) =>
  Object.fromEntries(moneyPlanRequestSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]) ?? []);

describe('the PUT /api/money-plan contract', () => {
  it('fills what was left out with 0 and gives cents', () => {
    const plan = moneyPlanRequestSchema.parse({ week1: { releaseCard: 200, food: '40.50' }, days29to30: {} });
    expect(plan.week1).toMatchObject({ releaseCard: 20_000, food: 4050, pay: 0 });
    expect(plan.week3.housing).toBe(0);
  });

  it('names the field of each bad amount', () => {
    expect(errorsOf({ week2: { pay: 'lots', debts: '-1' } })).toEqual({ 'week2.pay': 'contracts.moneyPlan.amountInvalid', 'week2.debts': 'contracts.moneyPlan.amountRange' });
  });

  it.each([
    ['an unknown line', { week1: { rent: 5 } }],
    ['an unknown period', { week5: {} }],
    ['a __proto__ key', JSON.parse('{"__proto__": {"pay": 5}}')],
    ['a period that is not an object', { week1: 'x' }],
    ['a list', [1, 2]],
  ])('refuses %s', (_label, body) => {
    expect(Object.values(errorsOf(body))).toContain('contracts.moneyPlan.planInvalid');
  });
});

const planWith = (fill: (plan: MoneyPlan) => void) => {
  const plan = emptyMoneyPlan();
  fill(plan);
  return plan;
};

describe('moneyPlanTotals', () => {
  it('adds up in, out and what is left, in cents', () => {
    const totals = moneyPlanTotals(planWith((p) => {
      p.week1.releaseCard = 20_000;
      p.week1.food = 4050;
      p.week2.pay = 30_000;
      p.week2.housing = 25_000;
      p.days29to30.phone = 1999;
      p.days29to30.debts = 20_000;
    }));
    expect(totals).toMatchObject({ in: 50_000, out: 51_049, left: -1049, runsOutIn: 'days29to30', doesNotAddUp: true });
    expect(totals.periods.map((p) => p.balance)).toEqual([15_950, 20_950, 20_950, 20_950, -1049]);
  });

  it('warns when money runs out in a week even if the month adds up', () => {
    const totals = moneyPlanTotals(planWith((p) => {
      p.week1.housing = 500;
      p.week2.pay = 1000;
    }));
    expect(totals).toMatchObject({ left: 500, runsOutIn: 'week1', doesNotAddUp: true });
  });

  it('is all zero for an empty plan, which adds up', () => {
    expect(moneyPlanTotals(emptyMoneyPlan())).toMatchObject({ in: 0, out: 0, left: 0, runsOutIn: null, doesNotAddUp: false });
  });
});

describe('reading typed boxes', () => {
  it('counts a box with a mistake as 0 and names it; ignores names that are not boxes', () => {
    const { plan, errors } = readMoneyPlanDraft({ 'week1.pay': '100', 'week1.food': 'abc', __proto__: '5', 'week9.pay': '7' } as Record<string, string>);
    expect(plan.week1.pay).toBe(10_000);
    expect(plan.week1.food).toBe(0);
    expect(errors).toEqual({ 'week1.food': 'contracts.moneyPlan.amountInvalid' });
  });

  it('turns a saved plan back into the same boxes', () => {
    const plan = planWith((p) => {
      p.week3.benefits = 29_100;
      p.week4.transport = 275;
    });
    const draft = moneyPlanToDraft(plan);
    expect(draft['week3.benefits']).toBe('291');
    expect(draft['week4.transport']).toBe('2.75');
    expect(draft['week1.pay']).toBe('');
    expect(readMoneyPlanDraft(draft).plan).toEqual(plan);
  });
});
