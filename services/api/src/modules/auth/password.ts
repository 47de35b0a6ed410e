import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); about 40 ms per hash here, off the event loop. */
// algorithm 2 is Algorithm.Argon2id, a const enum that isolatedModules cannot import.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Made once at start-up, so even the first unknown-user login costs one verify, like every other.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * Checks a password; with no stored hash (unknown user) it verifies against a throwaway hash instead,
 * so both failures take the same time and the answer does not reveal which usernames exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
