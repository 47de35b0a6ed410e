import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { RateLimitedError } from '../../errors.js';
import type { RateLimitRuleName, RateLimitRules } from './rate-limit.rules.js';

export interface RateLimitHit {
  rule: RateLimitRuleName;
  /** Who is counted, e.g. an IP address or IP + username. */
  subject: string;
}

/**
 * Every method takes an optional connection: a route that counts inside its own transaction (e.g. after
 * claiming an Idempotency-Key) passes it, so one request never needs two pooled connections at once, and
 * the count is undone if the transaction rolls back.
 */
export interface RateLimiter {
  /** Counts one attempt against every hit; throws RateLimitedError (429) when any is over its limit. */
  consume(hits: readonly RateLimitHit[], db?: Knex): Promise<void>;
  /**
   * Throws RateLimitedError when a counter has already used up its limit, without counting anything: for
   * limits that count only some outcomes (e.g. unknown certificate codes), checked before the work.
   */
  check(hits: readonly RateLimitHit[], db?: Knex): Promise<void>;
  /**
   * Counts `value` against the hit once per window: the same value again is not counted (e.g. one unknown
   * code typed three times is one miss). Throws like consume when the hit is over its limit.
   */
  consumeDistinct(hit: RateLimitHit, value: string, db?: Knex): Promise<void>;
  /** Gives back one attempt counted by consume, e.g. a login that succeeded (limits that count failures). */
  refund(hits: readonly RateLimitHit[], db?: Knex): Promise<void>;
  /** Forgets a counter, e.g. the per-account login counter after a successful login. */
  reset(hit: RateLimitHit, db?: Knex): Promise<void>;
}

const keyOf = ({ rule, subject }: RateLimitHit): string => `${rule}:${subject}`;
/** A value counted once per window (stored hashed: it may be something a visitor typed). */
const distinctKeyOf = (hit: RateLimitHit, value: string): string => `${keyOf(hit)}#${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;

/**
 * Fixed windows counted in PostgreSQL with one atomic upsert per rule, so limits hold across replicas.
 * A window restarts once it is over: there is no permanent lockout.
 */
export function createRateLimiter(knex: Knex, rules: RateLimitRules, onRejected?: (rules: RateLimitRuleName[]) => void): RateLimiter {
  /** Adds one to a counter; returns its count in the current window and the seconds left in it. */
  async function count(db: Knex, key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
    const result = await db.raw(
      `insert into rate_limits (key, window_start, count) values (?, now(), 1)
       on conflict (key) do update set
         window_start = case when rate_limits.window_start <= now() - make_interval(secs => ?) then now() else rate_limits.window_start end,
         count = case when rate_limits.window_start <= now() - make_interval(secs => ?) then 1 else rate_limits.count + 1 end
       returning count, ceil(extract(epoch from (window_start + make_interval(secs => ?) - now())))::integer as "retryAfter"`,
      [key, windowSeconds, windowSeconds, windowSeconds],
    );
    return (result as { rows: { count: number; retryAfter: number }[] }).rows[0]!;
  }

  function reject(over: RateLimitRuleName[], retryAfter: number): never {
    onRejected?.(over);
    throw new RateLimitedError(Math.max(1, retryAfter), over);
  }

  async function consume(hits: readonly RateLimitHit[], db: Knex = knex): Promise<void> {
    let retryAfter = 0;
    const over: RateLimitRuleName[] = [];
    // Always in the same order, so two transactions counting the same rows cannot deadlock.
    for (const entry of [...hits].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1))) {
      const row = await count(db, keyOf(entry), rules[entry.rule].windowSeconds);
      if (row.count > rules[entry.rule].max) {
        over.push(entry.rule);
        retryAfter = Math.max(retryAfter, row.retryAfter);
      }
    }
    if (over.length > 0) reject(over, retryAfter);
  }

  return {
    consume,
    async check(hits, db = knex) {
      for (const entry of hits) {
        const { max, windowSeconds } = rules[entry.rule];
        const row = (await db('rate_limits')
          .where({ key: keyOf(entry) })
          .where('window_start', '>', db.raw('now() - make_interval(secs => ?)', [windowSeconds]))
          .first('count', db.raw('ceil(extract(epoch from (window_start + make_interval(secs => ?) - now())))::integer as "retryAfter"', [windowSeconds]))) as
          | { count: number; retryAfter: number }
          | undefined;
        if (row && row.count >= max) reject([entry.rule], row.retryAfter);
      }
    },
    async consumeDistinct(hit, value, db = knex) {
      const seen = await count(db, distinctKeyOf(hit, value), rules[hit.rule].windowSeconds);
      if (seen.count === 1) await consume([hit], db);
    },
    async refund(hits, db = knex) {
      for (const entry of hits) await db('rate_limits').where({ key: keyOf(entry) }).where('count', '>', 0).decrement('count', 1);
    },
    async reset(entry, db = knex) {
      await db('rate_limits').where({ key: keyOf(entry) }).del();
    },
  };
}

/** Old windows only take space; anything older than a day is over for every rule. */
export async function deleteStaleRateLimits(knex: Knex): Promise<number> {
  return knex('rate_limits').where('window_start', '<', knex.raw("now() - interval '1 day'")).del();
}
