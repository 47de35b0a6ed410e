import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import type { RateLimiter, RateLimitHit } from '../rate-limit/rate-limit.service.js';
import { claimKey, findStoredAnswer, readIdempotencyKey, requestHash, storeAnswer, type IdempotencyClaim, type StoredAnswer } from '../idempotency/idempotency.service.js';

export interface SubmissionDeps {
  knex: Knex;
  rateLimiter: RateLimiter;
}

export interface Submission {
  /** Names the endpoint; idempotency keys are per scope. */
  scope: string;
  /** The parsed body: a retry with the same key must carry the same values. */
  input: unknown;
  locale: Locale;
  limits: RateLimitHit[];
  /** Stores the submission and queues its mails in the transaction; returns the 201 body. */
  save(trx: Knex.Transaction): Promise<unknown>;
}

function respond(ctx: Context, answer: StoredAnswer, replayed: boolean): void {
  ctx.set('Cache-Control', 'no-store');
  if (replayed) ctx.set('Idempotent-Replayed', 'true');
  ctx.status = answer.status;
  ctx.body = answer.body;
}

/**
 * The path every public form takes after its body was parsed: a replay of a finished Idempotency-Key
 * answers at once; otherwise rate limits (before any costly work), then one transaction holding the row,
 * its mails and the key's answer. The 201 is sent only after that transaction committed.
 */
export async function submitForm(ctx: Context, { knex, rateLimiter }: SubmissionDeps, submission: Submission): Promise<void> {
  const key = readIdempotencyKey(ctx);
  const claim: IdempotencyClaim | undefined = key === undefined ? undefined : {
    scope: submission.scope,
    key,
    requestHash: requestHash({ input: submission.input, locale: submission.locale }),
  };
  const stored = claim && (await findStoredAnswer(knex, claim));
  if (stored) return respond(ctx, stored, true);

  await rateLimiter.consume(submission.limits);
  const { answer, replayed } = await knex.transaction(async (trx) => {
    if (claim) {
      const first = await claimKey(trx, claim);
      if (first !== 'claimed') return { answer: first, replayed: true };
    }
    const answer: StoredAnswer = { status: 201, body: await submission.save(trx) };
    if (claim) await storeAnswer(trx, claim, answer);
    return { answer, replayed: false };
  });
  respond(ctx, answer, replayed);
}
