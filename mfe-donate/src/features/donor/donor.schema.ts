import * as yup from 'yup';
import { EMAIL_PATTERN } from '@reentry/contracts/auth-rules';
import { DONATION_LIMITS as L, donationValidationMessages as m } from '@reentry/contracts/donation-rules';
import type { DonorValues } from './donor-values';

// The yup twin of the donor fields of the API's contract (libs/contracts/src/donations.ts): the same limits,
// the same order of checks, the same message ids. The shared examples table checks both sides agree.

// Control characters (NUL included) never belong in a form field; the API refuses them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const savable = (value: string | undefined) => !CONTROL.test(value ?? '');

function text(max: number, tooLong: string) {
  return yup.string().default('').trim().max(max, tooLong).test('savable', m.textInvalid.id, savable);
}

export const donorFormSchema: yup.ObjectSchema<DonorValues> = yup.object({
  donorName: yup
    .string()
    .default('')
    .trim()
    .min(L.nameMin, m.nameMin.id)
    .required(m.nameMin.id)
    .max(L.nameMax, m.nameMax.id)
    .test('savable', m.textInvalid.id, savable),
  donorEmail: yup.string().default('').trim().required(m.emailInvalid.id).max(L.emailMax, m.emailInvalid.id).matches(EMAIL_PATTERN, m.emailInvalid.id),
  donorPhone: text(L.phoneMax, m.phoneInvalid.id),
  donorAddress: text(L.addressMax, m.addressInvalid.id),
  message: text(L.messageMax, m.messageInvalid.id),
  isAnonymous: yup.boolean().default(false),
});

/** First message id per field of the donor's details as the form posts them (a tick reads `on`). */
export function donorErrors(values: Record<string, unknown>): Record<string, string> {
  try {
    donorFormSchema.validateSync({ ...values, isAnonymous: values.isAnonymous === 'on' || values.isAnonymous === true }, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as yup.ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}
