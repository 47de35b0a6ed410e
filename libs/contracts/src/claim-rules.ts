// Issue 41, section 3: the take-home claim card's code and its words. No zod here: the sign-up form reads
// this in the browser (claim.ts holds the API's schemas).
import { CERTIFICATE_CODE_ALPHABET } from './certificate-rules.js';
import { defineMessages } from './messages.js';

export const CLAIM_CODE = {
  /** The certificates' 30 symbols: no 0/O, 1/I/L or U, so a code copied from paper is typed right. */
  alphabet: CERTIFICATE_CODE_ALPHABET,
  /** 12 symbols of 30: about 59 bits, against at most 10 guesses an hour per address and per account. */
  length: 12,
  groupSize: 4,
  /** A card is taken home at release, which may be months after the workshop. */
  daysValid: 180,
  /** Longer input is refused before any work is done with it. */
  inputMax: 64,
} as const;

const NORMALISED = new RegExp(`^[${CLAIM_CODE.alphabet}]{${CLAIM_CODE.length}}$`);

/** A typed code as it is stored (hashed): upper case, without spaces or dashes. Null when it cannot be a code. */
export function normaliseClaimCode(input: string): string | null {
  if (input.length > CLAIM_CODE.inputMax) return null;
  const code = input.replace(/[\s\-\u2010-\u2015\u2212_.]/g, '').toUpperCase();
  return NORMALISED.test(code) ? code : null;
}

/** Three groups of four, to print on the card and copy by hand: `ABCD-EFGH-JKMN`. */
export function formatClaimCode(code: string): string {
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += CLAIM_CODE.groupSize) groups.push(code.slice(start, start + CLAIM_CODE.groupSize));
  return groups.join('-');
}

export const claimMessages = defineMessages({
  codeFormat: {
    id: 'contracts.claim.codeFormat',
    defaultMessage: 'Check the code. It has 12 letters and numbers, like ABCD-EFGH-JKMN.',
    description: 'Claim my work: the code box has something that cannot be a claim code',
  },
  codeNotWorking: {
    id: 'contracts.claim.codeNotWorking',
    defaultMessage: 'That code does not work. Check it, or ask your instructor for a new card.',
    description: 'Claim my work: the code is wrong, used, replaced by a newer card, or too old (one message for all, on purpose)',
  },
  staffCannotClaim: {
    id: 'contracts.claim.staffCannotClaim',
    defaultMessage: 'Staff accounts cannot claim a card. Sign in with your own learner account.',
    description: 'Claim my work: the signed-in account is an admin, instructor or content editor',
  },
  personClaimed: {
    id: 'contracts.claim.personClaimed',
    defaultMessage: 'This person has moved their work into their own account. You cannot add to it here.',
    description: 'Instructor portal: a claim card or a paper sheet for a roster person who has already claimed their work',
  },
});
