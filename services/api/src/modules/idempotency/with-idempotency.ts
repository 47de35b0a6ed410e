import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { RateLimiter, RateLimitHit } from '../rate-limit/rate-limit.service.js';
import { claimKey, findStoredAnswer, readIdempotencyKey, requestHash, storeAnswer, type IdempotencyClaim, type StoredAnswer } from './idempotency.service.js';
import { createInFlight } from './in-flight.js';

export interface IdempotentWork<Kept> {
  /** Names the endpoint (and the user, for a signed-in one): keys are per scope. */
  scope: string;
  /** What a retry with the same key must repeat exactly: the parsed body, the language. */
  request: unknown;
  /** The status of the answer (201 for a stored form, 200 for the others). */
  status: number;
  /** Counted only when this request does the work: never for a replay, nor for a duplicate that waited. */
  limits: readonly RateLimitHit[];
  /** The work, in the transaction that holds the key; returns the answer kept for replays. */
  run(trx: Knex.Transaction): Promise<Kept>;
  /**
   * Optional, after the commit and again on a replay: makes the response body from the kept answer (the
   * payment intent is asked of Stripe after the pending donation is safely stored). A body that differs
   * from the kept answer is kept instead, so a later replay needs no more work.
   */
  deliver?(kept: Kept): Promise<unknown>;
}

export interface IdempotentRunner {
  /** Runs the work for this request and answers it, replaying the first answer to a retry with the same key. */
  respond<Kept>(ctx: Context, work: IdempotentWork<Kept>): Promise<void>;
}

type Outcome = StoredAnswer & { replayed: boolean };

/**
 * The one order every route that takes an Idempotency-Key follows:
 * 1. a finished answer for the key replays at once (no limit spent);
 * 2. a duplicate of a key in flight in this process waits for the first one's answer and replays it;
 * 3. in one transaction: claim the key (a duplicate on another replica waits on the key's row), THEN count
 *    the rate limits through that same transaction, do the work and keep the answer; commit;
 * 4. deliver (optional), answer.
 * If the first attempt fails (429, 4xx, 5xx rolled back), nothing is kept and a waiting duplicate runs as a
 * fresh attempt. Without a key, steps 3 and 4 alone.
 */
export function createIdempotentRunner({ knex, rateLimiter }: { knex: Knex; rateLimiter: RateLimiter }): IdempotentRunner {
  const join = createInFlight<Outcome>();

  async function deliver<Kept>(work: IdempotentWork<Kept>, claim: IdempotencyClaim | undefined, kept: StoredAnswer): Promise<StoredAnswer> {
    if (!work.deliver) return kept;
    const delivered = { status: kept.status, body: await work.deliver(kept.body as Kept) };
    return claim && requestHash(delivered.body) !== requestHash(kept.body) ? storeAnswer(knex, claim, delivered) : delivered;
  }

  async function attempt<Kept>(work: IdempotentWork<Kept>, claim?: IdempotencyClaim): Promise<Outcome> {
    const stored = claim && (await findStoredAnswer(knex, claim));
    if (stored) return { ...(await deliver(work, claim, stored)), replayed: true };
    const { answer, replayed } = await knex.transaction(async (trx) => {
      if (claim) {
        const first = await claimKey(trx, claim);
        if (first !== 'claimed') return { answer: first, replayed: true };
      }
      await rateLimiter.consume(work.limits, trx);
      const answer: StoredAnswer = { status: work.status, body: await work.run(trx) };
      return { answer: claim ? await storeAnswer(trx, claim, answer) : answer, replayed: false };
    });
    return { ...(await deliver(work, claim, answer)), replayed };
  }

  return {
    async respond(ctx, work) {
      const key = readIdempotencyKey(ctx);
      let outcome: Outcome;
      if (key === undefined) {
        outcome = await attempt(work);
      } else {
        const claim = { scope: work.scope, key, requestHash: requestHash(work.request) };
        const { value, joined } = await join(`${work.scope}\n${key}`, claim.requestHash, () => attempt(work, claim));
        outcome = joined ? { ...value, replayed: true } : value;
      }
      ctx.set('Cache-Control', 'no-store');
      if (outcome.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = outcome.status;
      ctx.body = outcome.body;
    },
  };
}
