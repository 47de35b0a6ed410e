import { DONATION_LIMITS } from '@reentry/contracts/donation-rules';
import { donationFormExamples } from '@reentry/contracts/donations.examples';
import { amountProblem, PRESET_AMOUNTS_CENTS } from './amount.rules';

// The same table runs against the API's zod contract in libs/contracts/src/donations.test.ts.
describe('the amount rules', () => {
  it.each(donationFormExamples.amount.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    const problem = amountProblem(example.values.amount, DONATION_LIMITS.defaultMaxAmountCents);
    expect(problem ? { amount: problem } : {}).toEqual(example.errors);
  });

  it('offers only presets the site can take', () => {
    for (const cents of PRESET_AMOUNTS_CENTS) expect(amountProblem(cents / 100, DONATION_LIMITS.defaultMaxAmountCents)).toBeUndefined();
    expect(amountProblem(25, 2_000)).toBe('contracts.donations.amountMax');
  });
});
