import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '@reentry/contracts/assistance-requests';

/** 8 random characters from 31 unambiguous ones: about 8.5 * 10^11 possibilities, never in order. */
export function newReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}
