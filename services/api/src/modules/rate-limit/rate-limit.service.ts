import type { Knex } from 'knex';
import { RateLimitedError } from '../../errors.js';
import type { RateLimitRuleName, RateLimitRules } from './rate-limit.rules.js';

export interface RateLimitHit {
  rule: RateLimitRuleName;
  /** Who is counted, e.g. an IP address or IP + username. */
  subject: string;
}

export interface RateLimiter {
  /** Counts one attempt against every hit; throws RateLimitedError (429) when any is over its limit. */
  consume(hits: readonly RateLimitHit[]): Promise<void>;
  /**
   * Throws RateLimitedError when a counter has already used up its limit, without counting anything: for
   * limits that count only some outcomes (e.g. unknown certificate codes), checked before the work.
   */
  check(hits: readonly RateLimitHit[]): Promise<void>;
  /** Forgets a counter, e.g. the per-account login counter after a successful login. */
  reset(hit: RateLimitHit): Promise<void>;
}

const keyOf = ({ rule, subject }: RateLimitHit): string => `${rule}:${subject}`;

/**
 * Fixed windows counted in PostgreSQL with one atomic upsert per rule, so limits hold across replicas.
 * A window restarts once it is over: there is no permanent lockout.
 */
export function createRateLimiter(knex: Knex, rules: RateLimitRules, onRejected?: (rules: RateLimitRuleName[]) => void): RateLimiter {
  async function hit(entry: RateLimitHit): Promise<number> {
    const { max, windowSeconds } = rules[entry.rule];
    const result = await knex.raw(
      `insert into rate_limits (key, window_start, count) values (?, now(), 1)
       on conflict (key) do update set
         window_start = case when rate_limits.window_start <= now() - make_interval(secs => ?) then now() else rate_limits.window_start end,
         count = case when rate_limits.window_start <= now() - make_interval(secs => ?) then 1 else rate_limits.count + 1 end
       returning count, ceil(extract(epoch from (window_start + make_interval(secs => ?) - now())))::integer as "retryAfter"`,
      [keyOf(entry), windowSeconds, windowSeconds, windowSeconds],
    );
    const row = (result as { rows: { count: number; retryAfter: number }[] }).rows[0]!;
    return row.count > max ? Math.max(1, row.retryAfter) : 0;
  }

  return {
    async consume(hits) {
      let retryAfter = 0;
      const over: RateLimitRuleName[] = [];
      for (const entry of hits) {
        const wait = await hit(entry);
        if (wait > 0) over.push(entry.rule);
        retryAfter = Math.max(retryAfter, wait);
      }
      if (retryAfter > 0) {
        onRejected?.(over);
        throw new RateLimitedError(retryAfter, over);
      }
    },
    async check(hits) {
      for (const entry of hits) {
        const { max, windowSeconds } = rules[entry.rule];
        const row = (await knex('rate_limits')
          .where({ key: keyOf(entry) })
          .where('window_start', '>', knex.raw('now() - make_interval(secs => ?)', [windowSeconds]))
          .first('count', knex.raw('ceil(extract(epoch from (window_start + make_interval(secs => ?) - now())))::integer as "retryAfter"', [windowSeconds]))) as
          | { count: number; retryAfter: number }
          | undefined;
        if (row && row.count >= max) {
          onRejected?.([entry.rule]);
          throw new RateLimitedError(Math.max(1, row.retryAfter), [entry.rule]);
        }
      }
    },
    async reset(entry) {
      await knex('rate_limits').where({ key: keyOf(entry) }).del();
    },
  };
}

/** Old windows only take space; anything older than a day is over for every rule. */
export async function deleteStaleRateLimits(knex: Knex): Promise<number> {
  return knex('rate_limits').where('window_start', '<', knex.raw("now() - interval '1 day'")).del();
}
