// Reset codes (issue 31): an instructor or admin makes a one-time code so a learner without email can
// choose a new password. No zod here: the reset page and the portals read this in the browser.
import { CERTIFICATE_CODE_ALPHABET } from './certificate-rules.js';
import { defineMessages } from './messages.js';

export const RESET_CODE = {
  /** The certificate alphabet: no 0/O, 1/I/L or U, so a code read aloud or copied on paper is typed right. */
  alphabet: CERTIFICATE_CODE_ALPHABET,
  /** 8 symbols of 30: about 39 bits, against at most 10 guesses an hour per account. */
  length: 8,
  hoursValid: 24,
  /** Codes one instructor or admin may make in 24 hours. */
  perDay: 5,
  /** Longer input is refused before any work is done with it. */
  inputMax: 40,
} as const;

const NORMALISED = new RegExp(`^[${RESET_CODE.alphabet}]{${RESET_CODE.length}}$`);

/** A typed code as it is stored: upper case, without spaces or dashes. Null when it cannot be a code. */
export function normaliseResetCode(input: string): string | null {
  if (input.length > RESET_CODE.inputMax) return null;
  const code = input.replace(/[\s\-\u2010-\u2015\u2212_.]/g, '').toUpperCase();
  return NORMALISED.test(code) ? code : null;
}

/** Two groups of four, to read aloud and write on paper: `ABCD-EFGH`. */
export function formatResetCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export const resetCodeMessages = defineMessages({
  codeFormat: {
    id: 'contracts.resetCode.codeFormat',
    defaultMessage: 'Check the reset code. It has 8 letters and numbers, like ABCD-EFGH.',
    description: 'Reset with a code: the code field has something that cannot be a reset code',
  },
  codeWrong: {
    id: 'contracts.resetCode.codeWrong',
    defaultMessage: 'This username and reset code do not work together. Check both, or ask your instructor for a new code.',
    description: 'Reset with a code: no such username, or the code is wrong, used or older than 24 hours',
  },
  usernameRequired: {
    id: 'contracts.resetCode.usernameRequired',
    defaultMessage: 'Enter your username',
    description: 'Reset with a code: the username is empty',
  },
});
