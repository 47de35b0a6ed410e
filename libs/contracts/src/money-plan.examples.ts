import { moneyPlanValidationMessages as m } from './money-plan-rules.js';

/**
 * Valid and invalid values for one amount box of the money plan, with the cents or the message id each
 * must give. The same table runs against the API's zod contract (money-plan.test.ts) and the planner
 * page's yup field (mfe-learning), so the two cannot drift.
 */
export interface MoneyAmountExample {
  label: string;
  value: unknown;
  cents?: number;
  error?: string;
}

export const moneyAmountExamples: MoneyAmountExample[] = [
  { label: 'blank', value: '', cents: 0 },
  { label: 'spaces only', value: '   ', cents: 0 },
  { label: 'zero', value: '0', cents: 0 },
  { label: 'whole dollars', value: '250', cents: 25_000 },
  { label: 'dollars and cents', value: '40.50', cents: 4050 },
  { label: 'one decimal', value: '9.5', cents: 950 },
  { label: 'a dollar sign', value: '$25', cents: 2500 },
  { label: 'spaces around', value: ' 12.25 ', cents: 1225 },
  { label: 'a JSON number', value: 19.99, cents: 1999 },
  { label: 'the most', value: '100000', cents: 10_000_000 },
  { label: 'the most with cents', value: '100000.00', cents: 10_000_000 },
  { label: 'one cent over the most', value: '100000.01', error: m.amountRange.id },
  { label: 'a million', value: '1000000', error: m.amountRange.id },
  { label: 'below zero', value: '-5', error: m.amountRange.id },
  { label: 'a negative number', value: -0.01, error: m.amountRange.id },
  { label: 'three decimals', value: '10.125', error: m.amountInvalid.id },
  { label: 'words', value: 'fifty', error: m.amountInvalid.id },
  { label: 'a comma', value: '1,000', error: m.amountInvalid.id },
  { label: 'an exponent', value: '1e3', error: m.amountInvalid.id },
  { label: 'two dots', value: '1.2.3', error: m.amountInvalid.id },
  { label: 'a NUL byte', value: '5\u0000', error: m.amountInvalid.id },
  { label: 'very long', value: '9'.repeat(10_000), error: m.amountInvalid.id },
  { label: 'not a number (NaN)', value: Number.NaN, error: m.amountInvalid.id },
  { label: 'a list', value: ['5'], error: m.amountInvalid.id },
  { label: 'an object', value: { dollars: 5 }, error: m.amountInvalid.id },
  { label: 'true', value: true, error: m.amountInvalid.id },
];
