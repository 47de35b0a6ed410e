import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { authValidationMessages as m } from '@reentry/contracts/auth-rules';

/** zxcvbn score below this is refused: under about a million guesses (common, leaked or simple patterns). */
const MIN_SCORE = 2;
/**
 * Only this many leading characters are analysed: the estimate runs on the event loop, and its cost grows
 * fast with length (about 150 ms for 100 odd characters, under 40 ms for 64). A strong start is strong.
 */
const ANALYSED_LENGTH = 64;

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * Loads the estimator and its dictionaries (common passwords and names, about 70 ms) once. server.ts calls
 * this at start, off the request path; the first check waits for it if it was not warmed.
 */
export function warmPasswordChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    return new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, maxLength: ANALYSED_LENGTH });
  })();
  return checker;
}

export interface PasswordOwner {
  username: string;
  email?: string | null;
}

/** Parts of the account a password must not contain (ignoring case); very short ones would match by chance. */
function personalParts({ username, email }: PasswordOwner): string[] {
  const local = email?.split('@')[0] ?? '';
  return [username, email ?? '', local].map((part) => part.toLowerCase()).filter((part) => part.length >= 3);
}

/**
 * Why a new password is refused, as a contract message id, or undefined when it is fine. The spec's
 * length rules are checked by the contracts before this runs; this adds what they cannot know: the
 * account's own name and address, and lists of common and leaked passwords (offline, no network).
 */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | undefined> {
  const lower = password.toLowerCase();
  const parts = personalParts(owner);
  if (parts.some((part) => lower.includes(part))) return m.passwordPersonal.id;
  const zxcvbn = await warmPasswordChecker();
  return zxcvbn.check(password, parts).score < MIN_SCORE ? m.passwordTooCommon.id : undefined;
}
