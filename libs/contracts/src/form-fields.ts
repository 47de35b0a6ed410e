import { z } from './zod.js';
import { EMAIL_PATTERN, FORM_LIMITS as L, formValidationMessages as m, hasMinLength, isPhoneNumber, isSavableText } from './forms-rules.js';

// zod building blocks shared by the form contracts. Text is validated as typed and kept as typed
// (never trimmed or escaped): "  Ana  " is stored with its spaces, but "   " does not count as a name.

type Size = 'short' | 'long';
const maxOf = (size: Size) => (size === 'short' ? L.shortTextMax : L.longTextMax);
const tooLongOf = (size: Size) => (size === 'short' ? m.shortTextTooLong.id : m.longTextTooLong.id);

/** The one place the forms refuse control characters (the shared refinement can replace this). */
function savable<T extends z.ZodString>(schema: T): T {
  return schema.refine(isSavableText, { error: m.unsavableCharacters.id }) as T;
}

export function requiredText(message: string, { min = 1, size = 'short' }: { min?: number; size?: Size } = {}) {
  return savable(
    z
      .string({ error: message })
      .refine((value) => hasMinLength(value, min), { error: message })
      .max(maxOf(size), { error: tooLongOf(size) }),
  );
}

/** Optional text: missing, null or '' all mean "not given" and are stored as null. */
export function optionalText(size: Size = 'long') {
  return savable(z.string({ error: m.checkField.id }).max(maxOf(size), { error: tooLongOf(size) }))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Emails are compared and mailed without surrounding spaces. */
export function email(message: string) {
  return z.string({ error: message }).trim().max(L.emailMax, { error: message }).regex(EMAIL_PATTERN, { error: message });
}

export function phone(message: string) {
  return savable(z.string({ error: message }).max(L.phoneMax, { error: message }).refine(isPhoneNumber, { error: message }));
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** The anti-spam field: people never see it, so anything in it means a bot. */
export const honeypot = z
  .string({ error: m.honeypotFilled.id })
  .max(0, { error: m.honeypotFilled.id })
  .optional()
  .transform(() => undefined);
