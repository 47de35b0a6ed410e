import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@reentry/contracts/certificate-rules';

/**
 * A new verification code: each symbol drawn on its own from the operating system's random source
 * (`randomInt` is uniform; it rejects the values that would bias a modulo). Nothing in it comes from an
 * id, a time or the learner, so codes cannot be guessed from each other.
 */
export function generateCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i += 1) code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return code;
}

/** Bits of randomness in one code: log2(30) per symbol, 16 symbols. */
export const CERTIFICATE_CODE_BITS = CERTIFICATE_CODE_LENGTH * Math.log2(CERTIFICATE_CODE_ALPHABET.length);
