import type { Schema, ValidationError } from 'yup';
import { donationFormExamples } from '@reentry/contracts/donations.examples';
import { donorFormSchema } from './donor.schema';

/** First message id per field, as the form shows it. */
function yupErrors(schema: Schema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

// The same table runs against the API's zod contract in libs/contracts/src/donations.test.ts.
describe('the donor form rules', () => {
  it.each(donationFormExamples.donor.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(yupErrors(donorFormSchema, example.values)).toEqual(example.errors);
  });

  it('refuses NUL and other control characters, as the API does, and keeps line breaks in the message', () => {
    const donor = { donorName: 'Maria Lopez', donorEmail: 'maria@example.org' };
    expect(yupErrors(donorFormSchema, { ...donor, donorName: 'Ma\u0000ria' })).toEqual({ donorName: 'contracts.donations.textInvalid' });
    expect(yupErrors(donorFormSchema, { ...donor, message: 'hi\u0007' })).toEqual({ message: 'contracts.donations.textInvalid' });
    expect(yupErrors(donorFormSchema, { ...donor, message: 'line one\nline two' })).toEqual({});
  });

  it('takes emoji and accents, and refuses 10,000 characters with the length message', () => {
    const values = { donorName: 'José 🙂', donorEmail: 'jose@example.org' };
    expect(yupErrors(donorFormSchema, values)).toEqual({});
    expect(yupErrors(donorFormSchema, { ...values, donorName: 'x'.repeat(10_000) })).toEqual({ donorName: 'contracts.donations.nameMax' });
    expect(yupErrors(donorFormSchema, { ...values, message: 'x'.repeat(10_000) })).toEqual({ message: 'contracts.donations.messageInvalid' });
  });
});
