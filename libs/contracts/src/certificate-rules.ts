// Completion certificates (issue 14): which modules earn which certificate, and the verification codes.
// No zod here: the learning pages read this in the browser.

/**
 * The course certificate needs modules 1 to 5 (the ones the progress summary counts); the Financial
 * Literacy Basics certificate needs module 6.
 */
export const certificateKinds = ['course', 'financial-literacy-basics'] as const;
export type CertificateKind = (typeof certificateKinds)[number];
export const certificateModules: Record<CertificateKind, readonly number[]> = {
  course: [1, 2, 3, 4, 5],
  'financial-literacy-basics': [6],
};

/** The kinds whose modules are all in `passedModules`. */
export function earnedCertificateKinds(passedModules: readonly number[]): CertificateKind[] {
  return certificateKinds.filter((kind) => certificateModules[kind].every((id) => passedModules.includes(id)));
}

/** How the account's name is printed: `Maria Lopez Garcia`, or `Maria G.` */
export const nameFormats = ['full', 'firstLastInitial'] as const;
export type NameFormat = (typeof nameFormats)[number];

/**
 * 30 symbols: digits and capital letters without the ones people mix up when reading a code aloud or
 * copying it by hand (I, L, O, U, 0 and 1).
 */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_GROUPS = 4;
export const CERTIFICATE_CODE_GROUP_SIZE = 4;
/** 16 symbols of 30: about 78.5 bits of randomness. */
export const CERTIFICATE_CODE_LENGTH = CERTIFICATE_CODE_GROUPS * CERTIFICATE_CODE_GROUP_SIZE;
/** Longer input is refused before any work is done with it. */
export const CERTIFICATE_CODE_INPUT_MAX = 64;

const NORMALISED = new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`);

/**
 * A typed or scanned code as it is stored: upper case, without spaces or dashes of any kind. Returns
 * null when it cannot be a code (wrong length or a symbol outside the alphabet).
 */
export function normaliseCertificateCode(input: string): string | null {
  if (input.length > CERTIFICATE_CODE_INPUT_MAX) return null;
  const code = input.replace(/[\s\-\u2010-\u2015\u2212_.]/g, '').toUpperCase();
  return NORMALISED.test(code) ? code : null;
}

/** The stored code in groups for reading: `K7QM-4XPA-9TRD-W2HN`. */
export function formatCertificateCode(code: string): string {
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += CERTIFICATE_CODE_GROUP_SIZE) {
    groups.push(code.slice(start, start + CERTIFICATE_CODE_GROUP_SIZE));
  }
  return groups.join('-');
}

/** Where anyone checks a certificate: the page the QR code opens. */
export function certificateVerifyPath(code: string): string {
  return `/certificates/verify/${formatCertificateCode(code)}`;
}
