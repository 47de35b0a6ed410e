import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { createWorkQueue, type WorkQueue } from './work-queue.js';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); about 10 to 40 ms per hash here, off the event loop. */
// algorithm 2 is Algorithm.Argon2id, a const enum that isolatedModules cannot import.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Waiting hashes past this many are refused (503) rather than queued: a flood must not grow memory or latency. */
const MAX_WAITING = 32;

/**
 * Every argon2 hash and verify of the process goes through one queue (register, login, reset, change,
 * two-step settings, the CLI), so password work can never take all of libuv's threads from file serving
 * and compression. Process-wide on purpose: CPU is per process. server.ts sets the size from configuration.
 */
let queue: WorkQueue = createWorkQueue({ concurrency: 2, maxWaiting: MAX_WAITING });

export function configurePasswordHashing({ concurrency, maxWaiting = MAX_WAITING }: { concurrency: number; maxWaiting?: number }): void {
  queue = createWorkQueue({ concurrency, maxWaiting });
}

/** How much hashing ran (tests assert that a request did no hashing at all). */
export function passwordHashingStats() {
  return queue.stats;
}

export function hashPassword(password: string): Promise<string> {
  return queue.run(() => hash(password, ARGON2_OPTIONS));
}

// Made on first use, so even the first unknown-user login costs one verify, like every other.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash (unknown user) it verifies against a throwaway hash instead,
 * so both failures take the same time and the answer does not reveal which usernames exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
    await verifyQueued(await dummyHash, password);
    return false;
  }
  return verifyQueued(storedHash, password);
}

async function verifyQueued(storedHash: string, password: string): Promise<boolean> {
  // A malformed stored hash is a failed login; a full queue is the server's problem (503), so it goes on up.
  return queue.run(() => verify(storedHash, password).catch(() => false));
}
