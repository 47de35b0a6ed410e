import { createPaymentIntentRequestSchema, recordDonationRequestSchema } from './donations';
import { centsToDollars, dollarsToCents } from './donation-rules';
import { donationFormExamples } from './donations.examples';

const schema = createPaymentIntentRequestSchema();
const validDonor = { donorName: 'Maria Lopez', donorEmail: 'maria@example.org' };
const validAmount = { amount: 25 };

function errorsOf(values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the create-payment-intent contract', () => {
  it.each(donationFormExamples.amount.map((e) => [e.label, e] as const))('amount: %s', (_label, example) => {
    expect(errorsOf({ ...validDonor, ...example.values })).toEqual(example.errors);
  });

  it.each(donationFormExamples.donor.map((e) => [e.label, e] as const))('donor: %s', (_label, example) => {
    expect(errorsOf({ ...validAmount, ...example.values })).toEqual(example.errors);
  });

  it('gives integer cents and nulls for optional fields left blank', () => {
    expect(schema.parse({ ...validDonor, amount: 19.99, donorPhone: ' ' })).toEqual({
      ...validDonor,
      amountCents: 1999,
      donorPhone: null,
      donorAddress: null,
      message: null,
      isAnonymous: false,
    });
  });

  it('refuses NUL and other control characters in text', () => {
    expect(errorsOf({ ...validAmount, ...validDonor, donorName: 'Ma\u0000ria' })).toEqual({ donorName: 'contracts.donations.textInvalid' });
    expect(errorsOf({ ...validAmount, ...validDonor, message: 'hi\u0007' })).toEqual({ message: 'contracts.donations.textInvalid' });
    expect(errorsOf({ ...validAmount, ...validDonor, message: 'line one\nline two' })).toEqual({});
  });

  it('uses the configured maximum', () => {
    const small = createPaymentIntentRequestSchema(5000);
    expect(small.safeParse({ ...validDonor, amount: 50 }).success).toBe(true);
    expect(small.safeParse({ ...validDonor, amount: 50.01 }).success).toBe(false);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [1, 100],
    [19.99, 1999],
    [0.29, 29],
    [1.1, 110],
    ['10.5', 1050],
    [' 7.05 ', 705],
    ['007', 700],
    [4.35, 435],
    [-1, -100],
    ['-0.5', -50],
  ])('%p gives %p cents', (value, cents) => expect(dollarsToCents(value)).toBe(cents));

  it.each([['abc'], [''], ['1e3'], [1e21], ['+1'], ['- 1'], ['1,000'], ['10.'], ['.5'], [NaN], [Infinity], [null], [true], [{}], ['1.001'], [0.1 + 0.2]])(
    'refuses %p',
    (value) => expect(dollarsToCents(value)).toBeUndefined(),
  );

  it('reports absurdly large amounts as too large, not as unreadable', () => {
    expect(dollarsToCents('1234567890123')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('formats cents back to dollars', () => {
    expect([centsToDollars(1050), centsToDollars(5), centsToDollars(100000)]).toEqual(['10.50', '0.05', '1000.00']);
  });
});

describe('the record-donation contract', () => {
  it('reads only the payment intent id and ignores what the client says about status and amount', () => {
    const parsed = recordDonationRequestSchema.parse({ stripePaymentIntentId: 'pi_123abc', status: 'succeeded', amount: 1 });
    expect(parsed).toEqual({ stripePaymentIntentId: 'pi_123abc' });
  });

  it.each([['pi_'], ['pi_123_secret_abc'], ['ch_123'], [123], ['pi_abc\u0000']])('refuses the id %p', (id) => {
    expect(recordDonationRequestSchema.safeParse({ stripePaymentIntentId: id }).success).toBe(false);
  });
});
