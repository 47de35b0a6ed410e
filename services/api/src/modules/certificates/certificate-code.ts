import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@reentry/contracts/certificate-rules';

/**
 * `length` symbols of the certificates' 30-symbol alphabet, each drawn on its own from the operating system's
 * random source (`randomInt` is uniform; it rejects the values that would bias a modulo). Nothing in it comes
 * from an id, a time or a person, so codes cannot be guessed from each other. Claim cards use it too.
 */
export function generateAlphabetCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return code;
}

/** A new verification code. */
export function generateCertificateCode(): string {
  return generateAlphabetCode(CERTIFICATE_CODE_LENGTH);
}

/** Bits of randomness in one code: log2(30) per symbol, 16 symbols. */
export const CERTIFICATE_CODE_BITS = CERTIFICATE_CODE_LENGTH * Math.log2(CERTIFICATE_CODE_ALPHABET.length);
