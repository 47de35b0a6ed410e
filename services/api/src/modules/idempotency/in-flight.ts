import { IdempotencyKeyReusedError } from '../../errors.js';

interface Running<T> {
  requestHash: string;
  /** Settles when the first attempt does: its value, or undefined if it failed. */
  settled: Promise<T | undefined>;
}

/**
 * Requests with the same Idempotency-Key in this process, while the first is being worked on. Duplicates
 * wait here for its answer instead of each holding a database connection while they wait on the key's
 * row (a double tap or a retry storm cannot drain the pool). Other replicas are covered by the database
 * (see claimKey). If the first attempt fails, the next duplicate in line makes a fresh attempt.
 */
export function createInFlight<T>() {
  const running = new Map<string, Running<T>>();

  return async function join(id: string, requestHash: string, attempt: () => Promise<T>): Promise<{ value: T; joined: boolean }> {
    for (let current = running.get(id); current; current = running.get(id)) {
      const value = await current.settled;
      if (value === undefined) continue;
      if (current.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
      return { value, joined: true };
    }
    const first = attempt();
    const forget = () => {
      if (running.get(id) === entry) running.delete(id);
    };
    // Forgotten before any waiter resumes, so a waiter that loops after a failure finds the map clear.
    const entry: Running<T> = {
      requestHash,
      settled: first.then(
        (value) => (forget(), value),
        () => (forget(), undefined),
      ),
    };
    running.set(id, entry);
    return { value: await first, joined: false };
  };
}
