import { donationValidationMessages as m } from './donation-rules.js';
import type { FormExample } from './auth.examples.js';

/**
 * Valid and invalid donation inputs with the message id each bad field must get. The same table runs
 * against the zod contract here and against the donate page's form schemas, so they cannot drift.
 * `amount` is what the visitor typed (dollars); the maximum is the default $10,000.
 */
export interface DonationExample extends Omit<FormExample, 'values'> {
  values: Record<string, unknown>;
}

const donor = { donorName: 'Maria Lopez', donorEmail: 'maria@example.org' };

export const donationFormExamples: Record<'amount' | 'donor', DonationExample[]> = {
  amount: [
    { label: 'one dollar', values: { amount: 1 }, errors: {} },
    { label: 'dollars and cents', values: { amount: 19.99 }, errors: {} },
    { label: 'a decimal string', values: { amount: '25.50' }, errors: {} },
    { label: 'the maximum', values: { amount: 10000 }, errors: {} },
    { label: 'fifty cents', values: { amount: 0.5 }, errors: { amount: m.amountMin.id } },
    { label: 'zero', values: { amount: 0 }, errors: { amount: m.amountMin.id } },
    { label: 'negative', values: { amount: -5 }, errors: { amount: m.amountMin.id } },
    { label: 'negative string', values: { amount: '-5.00' }, errors: { amount: m.amountMin.id } },
    { label: 'a billion', values: { amount: 1e9 }, errors: { amount: m.amountMax.id } },
    { label: 'one cent over the maximum', values: { amount: 10000.01 }, errors: { amount: m.amountMax.id } },
    { label: 'not a number', values: { amount: 'abc' }, errors: { amount: m.amountInvalid.id } },
    { label: 'three decimals', values: { amount: 10.125 }, errors: { amount: m.amountInvalid.id } },
    { label: 'empty', values: { amount: '' }, errors: { amount: m.amountInvalid.id } },
  ],
  donor: [
    { label: 'name and email only', values: donor, errors: {} },
    {
      label: 'every field',
      values: { ...donor, donorPhone: '555-123-4567', donorAddress: '1 Main St, Springfield', message: 'Keep going! 💪', isAnonymous: true },
      errors: {},
    },
    { label: 'blank optional fields', values: { ...donor, donorPhone: '', donorAddress: '  ', message: '' }, errors: {} },
    { label: 'name too short', values: { ...donor, donorName: 'M' }, errors: { donorName: m.nameMin.id } },
    { label: 'name only spaces', values: { ...donor, donorName: '    ' }, errors: { donorName: m.nameMin.id } },
    { label: 'name too long', values: { ...donor, donorName: 'a'.repeat(101) }, errors: { donorName: m.nameMax.id } },
    { label: 'email without domain', values: { ...donor, donorEmail: 'maria@' }, errors: { donorEmail: m.emailInvalid.id } },
    { label: 'email empty', values: { ...donor, donorEmail: '' }, errors: { donorEmail: m.emailInvalid.id } },
    { label: 'phone too long', values: { ...donor, donorPhone: '1'.repeat(31) }, errors: { donorPhone: m.phoneInvalid.id } },
    { label: 'message too long', values: { ...donor, message: 'a'.repeat(1001) }, errors: { message: m.messageInvalid.id } },
  ],
};
