/**
 * Reference numbers: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), random, not
 * sequential, easy to read out on the phone. No zod here: a page that only shows a reference (the
 * submitted screen) reads its shape without downloading the schemas.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 8;
export const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A reference in the API's own shape (a link cannot make a page show anything else as one). */
export function isReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}
