import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { AppError, IdempotencyKeyReusedError } from '../../errors.js';

/** The answer a submission gave, kept to be replayed to a retry with the same key. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;
/** A retry after this long is a new request; rows older than this are deleted by the hourly cleanup. */
const KEEP_HOURS = 24;

/** The `Idempotency-Key` header, if sent; a malformed one is a 400 (it must never be silently ignored). */
export function readIdempotencyKey(ctx: Context): string | undefined {
  const key = ctx.get('Idempotency-Key');
  if (key === '') return undefined;
  if (!KEY_PATTERN.test(key)) throw new AppError(400, 'VALIDATION_FAILED', 'Bad Idempotency-Key header.', { messageId: 'api.idempotency.badKey' });
  return key;
}

/** JSON with sorted keys, so the same values in another order hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, inner]) => `${JSON.stringify(name)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('hex');
}

function replay(row: { requestHash: string; responseStatus: number | null; responseBody: unknown }, hash: string): StoredAnswer | undefined {
  if (row.requestHash !== hash) throw new IdempotencyKeyReusedError();
  return row.responseStatus === null ? undefined : { status: row.responseStatus, body: row.responseBody };
}

/** A finished answer for this key, read without locking (a cheap check before rate limits and work). */
export async function findStoredAnswer(knex: Knex, { scope, key, requestHash: hash }: IdempotencyClaim): Promise<StoredAnswer | undefined> {
  const row = await knex('idempotency_keys')
    .where({ scope, key })
    .andWhere('createdAt', '>', knex.raw(`now() - interval '${KEEP_HOURS} hours'`))
    .first('requestHash', 'responseStatus', 'responseBody');
  return row ? replay(row, hash) : undefined;
}

/**
 * Inside the submission's transaction: claims the key, or returns the answer of the transaction that
 * claimed it first. A concurrent insert of the same key waits on the unique index until the first
 * transaction ends, so of N identical requests exactly one does the work and the others replay it.
 */
export async function claimKey(trx: Knex.Transaction, claim: IdempotencyClaim): Promise<StoredAnswer | 'claimed'> {
  const inserted = await trx('idempotency_keys')
    .insert({ scope: claim.scope, key: claim.key, requestHash: claim.requestHash })
    .onConflict(['scope', 'key'])
    .ignore()
    .returning('key');
  if (inserted.length > 0) return 'claimed';
  const row = await trx('idempotency_keys').where({ scope: claim.scope, key: claim.key }).first('requestHash', 'responseStatus', 'responseBody');
  const answer = row && replay(row, claim.requestHash);
  // A claimed key always gets its answer in the same transaction, so a committed row has one.
  if (!answer) throw new Error('idempotency key without an answer');
  return answer;
}

/**
 * Keeps the answer for the key; returns it as stored (jsonb orders object keys its own way), so the first
 * answer and every replay are the same bytes.
 */
export async function storeAnswer(db: Knex, { scope, key }: IdempotencyClaim, answer: StoredAnswer): Promise<StoredAnswer> {
  const [row] = (await db('idempotency_keys')
    .where({ scope, key })
    .update({ responseStatus: answer.status, responseBody: JSON.stringify(answer.body) })
    .returning(['responseStatus', 'responseBody'])) as { responseStatus: number; responseBody: unknown }[];
  return row ? { status: row.responseStatus, body: row.responseBody } : answer;
}

export async function deleteOldIdempotencyKeys(knex: Knex): Promise<number> {
  return knex('idempotency_keys').where('createdAt', '<', knex.raw(`now() - interval '${KEEP_HOURS} hours'`)).del();
}
