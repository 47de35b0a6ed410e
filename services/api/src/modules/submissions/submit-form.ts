import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import type { RateLimitHit } from '../rate-limit/rate-limit.service.js';
import type { IdempotentRunner } from '../idempotency/with-idempotency.js';

export interface SubmissionDeps {
  knex: Knex;
  idempotent: IdempotentRunner;
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

/**
 * The path every public form takes after its body was parsed: the Idempotency-Key order of
 * createIdempotentRunner (a replay or a duplicate in flight spends no limit), then one transaction holding
 * the row, its mails and the key's answer. The 201 is sent only after that transaction committed.
 */
export async function submitForm(ctx: Context, { idempotent }: SubmissionDeps, submission: Submission): Promise<void> {
  await idempotent.respond(ctx, {
    scope: submission.scope,
    request: { input: submission.input, locale: submission.locale },
    status: 201,
    limits: submission.limits,
    run: submission.save,
  });
}
