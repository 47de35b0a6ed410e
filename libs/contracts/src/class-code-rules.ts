// Class codes (issue 25): a teacher's code that lets a whole class sign up from one address.
// No zod here: the sign-up form and the instructor portal read this in the browser.
import { CERTIFICATE_CODE_ALPHABET } from './certificate-rules.js';
import { defineMessages } from './messages.js';

export const CLASS_CODE = {
  /** The same 30 symbols as certificate codes: no 0/O, 1/I/L or U, so a code read aloud is typed right. */
  alphabet: CERTIFICATE_CODE_ALPHABET,
  /** 8 symbols of 30: about 39 bits, against at most 20 wrong codes an hour from one address. */
  length: 8,
  signupsMin: 1,
  signupsMax: 60,
  signupsDefault: 40,
  hoursMin: 1,
  hoursMax: 12,
  hoursDefault: 4,
  /** Codes an instructor may have open at once (each lifts the sign-up limit for its class). */
  activeMax: 10,
  /** Longer input is refused before any work is done with it. */
  inputMax: 40,
} as const;

const NORMALISED = new RegExp(`^[${CLASS_CODE.alphabet}]{${CLASS_CODE.length}}$`);

/** A typed code as it is stored: upper case, without spaces or dashes. Null when it cannot be a code. */
export function normaliseClassCode(input: string): string | null {
  if (input.length > CLASS_CODE.inputMax) return null;
  const code = input.replace(/[\s\-\u2010-\u2015\u2212_.]/g, '').toUpperCase();
  return NORMALISED.test(code) ? code : null;
}

/** The stored code in two groups, easy to read aloud and write on a board: `KM7P-3QXR`. */
export function formatClassCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The link a teacher shares: the sign-up page with the code filled in. */
export function classSignupPath(code: string): string {
  return `/signup?class=${formatClassCode(code)}`;
}

export const classCodeMessages = defineMessages({
  codeFormat: {
    id: 'contracts.classCode.codeFormat',
    defaultMessage: 'Check the class code. It has 8 letters and numbers, like KM7P-3QXR.',
    description: 'Sign-up: the class code field has something that cannot be a class code',
  },
  codeUnknown: {
    id: 'contracts.classCode.codeUnknown',
    defaultMessage: 'We do not know this class code. Check it with your teacher, or leave the box empty.',
    description: 'Sign-up: no class has this code',
  },
  codeEnded: {
    id: 'contracts.classCode.codeEnded',
    defaultMessage: 'This class code has ended. Ask your teacher for a new one, or leave the box empty.',
    description: 'Sign-up: the class code expired or the teacher turned it off',
  },
  codeFull: {
    id: 'contracts.classCode.codeFull',
    defaultMessage: 'This class code is full. Ask your teacher for a new one, or leave the box empty.',
    description: 'Sign-up: every place of the class code is used',
  },
  signupsRange: {
    id: 'contracts.classCode.signupsRange',
    defaultMessage: 'Number of learners must be a whole number from 1 to 60.',
    description: 'Instructor portal, new class code: the number of learners is out of range',
  },
  hoursRange: {
    id: 'contracts.classCode.hoursRange',
    defaultMessage: 'Hours must be a whole number from 1 to 12.',
    description: 'Instructor portal, new class code: the hours are out of range',
  },
  idInvalid: {
    id: 'contracts.classCode.idInvalid',
    defaultMessage: 'A class code id is a whole number.',
    description: 'Revoking a class code with an id that is not a positive whole number',
  },
  tooManyActive: {
    id: 'contracts.classCode.tooManyActive',
    defaultMessage: 'You already have 10 class codes open. Turn one off before you make a new one.',
    description: 'Instructor portal: the instructor has the most open class codes allowed',
  },
  notFound: {
    id: 'contracts.classCode.notFound',
    defaultMessage: 'We could not find that class code.',
    description: 'Instructor portal: the class code to turn off is not one of the instructor\'s',
  },
});
