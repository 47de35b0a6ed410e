/**
 * @jest-environment node
 */
// The money plan pages as the server renders them, and the action that answers the planner's form.
import { createMockPlatform, createQueryClient } from '@reentry/platform';
import { emptyMoneyPlan } from '@reentry/contracts/money-plan-rules';
import { saveMoneyPlanAction } from '../features/money-plan/save-money-plan';
import { fakeApi, json, learner, type Answer } from '../test/fake-api';
import { pageOnServer } from '../test/render-on-server';

const savedPlan = () => {
  const plan = emptyMoneyPlan();
  plan.week1.releaseCard = 20_000;
  plan.week1.housing = 15_000;
  plan.week2.food = 9_000;
  return { 'GET /api/money-plan': () => json(200, { plan, updatedAt: '2026-11-27T12:00:00.000Z' }) } satisfies Record<string, Answer>;
};

describe('/money-plan', () => {
  it('shows a visitor every week’s boxes as a plain form, the totals, the documents with the spec’s figures, in Spanish', async () => {
    const { html } = await pageOnServer('/money-plan', { locale: 'es' });
    expect(html).toMatch(/<form class="money-plan-form"[^>]*method="post"/);
    expect(html.match(/<fieldset class="money-plan__period"/g)).toHaveLength(5);
    expect(html.match(/inputMode="decimal"|inputmode="decimal"/g)).toHaveLength(60);
    expect(html).toContain('name="week1.releaseCard"');
    expect(html).toContain('Días 29 y 30');
    expect(html).toContain('data-total="left">$0.00');
    expect(html).toContain('Su plan no se guarda. Imprímalo, o inicie sesión para guardarlo en su cuenta.');
    expect(html).toContain('Puede pedir una nueva hasta 3 veces al año y 10 veces en su vida.');
    expect(html).toContain('Un acta de nacimiento suele costar de $10 a $25.');
  });

  it('fills a signed-in learner’s boxes from the saved plan and adds them up, warning when money runs out', async () => {
    const { html } = await pageOnServer('/money-plan', { user: learner(), answers: savedPlan() });
    expect(html).toMatch(/name="week1.releaseCard"[^>]*value="200"|value="200"[^>]*name="week1.releaseCard"/);
    expect(html).toContain('data-total="in">$200.00');
    expect(html).toContain('data-total="out">$240.00');
    expect(html).toContain('data-total="left">-$40.00');
    expect(html).toContain('Your plan does not add up. You run out of money in Week 2 (days 8 to 14)');
    expect(html).toContain('Get your ID documents first.');
    expect(html).toContain('Add it up and save');
  });
});

describe('/money-plan/letter', () => {
  it('has the worksheet and a letter whose blanks are labelled boxes', async () => {
    const { html } = await pageOnServer('/money-plan/letter');
    expect(html.match(/class="money-worksheet__fine"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Amount you can pay each month"');
    expect(html).toContain('I ask for a payment plan of');
  });
});

describe('the planner’s action', () => {
  const post = (body: string, { user = null as ReturnType<typeof learner> | null, answers = {} as Record<string, Answer> } = {}) => {
    const { fetch, requests } = fakeApi(answers);
    const services = { queryClient: createQueryClient(), api: createMockPlatform({ user, fetch }).api, getLocale: () => 'en' as const };
    const request = new Request('http://localhost/money-plan', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    return { run: saveMoneyPlanAction(services)({ request, params: {}, context: {} } as never), requests };
  };
  const puts = <R extends { method: string }>(requests: R[]) => requests.filter((r) => r.method === 'PUT');

  it('adds up a visitor’s plan and sends nothing to the API', async () => {
    const { run, requests } = post('week1.pay=100&week2.food=25.50&__proto__=1&week9.pay=5');
    const answer = (await run) as { outcome: string; draft: Record<string, string> };
    expect(answer.outcome).toBe('added');
    expect(answer.draft['week1.pay']).toBe('100');
    expect(Object.keys(answer.draft)).toHaveLength(60);
    expect(puts(requests)).toEqual([]);
  });

  it('answers a bad amount with its message id next to its field (422), and saves nothing', async () => {
    const { run, requests } = post('week1.pay=abc&week3.debts=100000.01', { user: learner() });
    const answer = (await run) as { data: { outcome: string; errors: Record<string, string> }; init: { status: number } };
    expect(answer.init.status).toBe(422);
    expect(answer.data.errors).toEqual({ 'week1.pay': 'contracts.moneyPlan.amountInvalid', 'week3.debts': 'contracts.moneyPlan.amountRange' });
    expect(puts(requests)).toEqual([]);
  });

  it('saves a signed-in learner’s plan through the API: only the boxes with something in them', async () => {
    const saved = { plan: emptyMoneyPlan(), updatedAt: '2026-11-27T12:00:00.000Z' };
    const { run, requests } = post('week1.pay=100&week1.food=&days29to30.phone=%2419.99', { user: learner(), answers: { 'PUT /api/money-plan': () => json(200, saved) } });
    expect(((await run) as { outcome: string }).outcome).toBe('saved');
    expect(puts(requests).map((r) => r.body)).toEqual([{ week1: { pay: '100' }, days29to30: { phone: '$19.99' } }]);
  });
});
