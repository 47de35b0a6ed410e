import { randomKey } from '@reentry/platform';

/**
 * An Idempotency-Key from what a form sends (SHA-256 of its path and body): the same form posted twice
 * (a double press, Back and send again, a reload of the answer) is done once, and the API answers the
 * second post as it answered the first. The body must leave out any password: the key is stored, and a
 * plain hash of a password could be guessed far more cheaply than the account's own hash.
 * (The same rule as mfe-forms' answer-native-post.ts; the issue 42 form frame will export one for all.)
 * A page on plain http (not localhost) has no `crypto.subtle`: a random key then (one try, one key).
 */
export async function contentKey(path: string, body: unknown): Promise<string> {
  if (!globalThis.crypto?.subtle) return randomKey();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${path}\n${JSON.stringify(body)}`));
  return `form-${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
