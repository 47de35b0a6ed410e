import { moneyAmountExamples } from '@reentry/contracts/money-plan.examples';
import { amountProblem } from './amount-field';

// The same table runs against the API's zod contract in libs/contracts/src/money-plan.test.ts.
describe('the planner’s amount box (yup)', () => {
  it.each(moneyAmountExamples.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(amountProblem(example.value)).toBe(example.error);
  });
});
