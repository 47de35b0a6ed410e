import * as yup from 'yup';
import { EMAIL_PATTERN, FORM_LIMITS as L, formValidationMessages as m, hasMinLength, isPhoneNumber, isSavableText } from '@reentry/contracts/forms-rules';

// The yup twins of the contracts' zod building blocks (libs/contracts/src/form-fields.ts). Errors are message
// ids; the examples table in @reentry/contracts/forms.examples checks both sides give the same ones.
// Nothing here changes what was typed: the form sends text exactly as the visitor wrote it.

type Size = 'short' | 'long';
const maxOf = (size: Size) => (size === 'short' ? L.shortTextMax : L.longTextMax);
const tooLongOf = (size: Size) => (size === 'short' ? m.shortTextTooLong.id : m.longTextTooLong.id);
const savable = (value: string | undefined) => isSavableText(value ?? '');

export function requiredText(message: string, { min = 1, size = 'short' }: { min?: number; size?: Size } = {}) {
  return yup
    .string()
    .default('')
    .test('min', message, (value) => hasMinLength(value ?? '', min))
    .max(maxOf(size), tooLongOf(size))
    .test('savable', m.unsavableCharacters.id, savable);
}

export function optionalText(size: Size = 'long') {
  return yup.string().default('').max(maxOf(size), tooLongOf(size)).test('savable', m.unsavableCharacters.id, savable);
}

export function email(message: string) {
  return yup.string().trim().required(message).max(L.emailMax, message).matches(EMAIL_PATTERN, message);
}

export function phone(message: string) {
  return yup
    .string()
    .default('')
    .max(L.phoneMax, message)
    .test('phone', message, (value) => isPhoneNumber(value ?? ''))
    .test('savable', m.unsavableCharacters.id, savable);
}

export function choice(values: readonly string[], message: string) {
  return yup.string().required(message).oneOf([...values], message);
}

export const honeypot = yup.string().max(0, m.honeypotFilled.id);
