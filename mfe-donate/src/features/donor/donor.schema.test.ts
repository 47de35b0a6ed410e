import { donationFormExamples } from '@reentry/contracts/donations.examples';
import { donorErrors } from './donor.schema';


// The same table runs against the API's zod contract in libs/contracts/src/donations.test.ts.
describe('the donor form rules', () => {
  it.each(donationFormExamples.donor.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(donorErrors(example.values)).toEqual(example.errors);
  });

  it('refuses NUL and other control characters, as the API does, and keeps line breaks in the message', () => {
    const donor = { donorName: 'Maria Lopez', donorEmail: 'maria@example.org' };
    expect(donorErrors({ ...donor, donorName: 'Ma\u0000ria' })).toEqual({ donorName: 'contracts.donations.textInvalid' });
    expect(donorErrors({ ...donor, message: 'hi\u0007' })).toEqual({ message: 'contracts.donations.textInvalid' });
    expect(donorErrors({ ...donor, message: 'line one\nline two' })).toEqual({});
  });

  it('takes emoji and accents, and refuses 10,000 characters with the length message', () => {
    const values = { donorName: 'José 🙂', donorEmail: 'jose@example.org' };
    expect(donorErrors(values)).toEqual({});
    expect(donorErrors({ ...values, donorName: 'x'.repeat(10_000) })).toEqual({ donorName: 'contracts.donations.nameMax' });
    expect(donorErrors({ ...values, message: 'x'.repeat(10_000) })).toEqual({ message: 'contracts.donations.messageInvalid' });
  });
});
