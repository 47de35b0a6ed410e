import type { Knex } from 'knex';
import { dayRowsQuery, facilitiesReached, liveDayRows, sumDays, type DayRow, type ImpactRange, type RawImpact } from './impact-query.js';

/** How often each replica rebuilds the day sums (the first replica to get there does it; the others skip). */
export const IMPACT_REFRESH_MS = 5 * 60 * 1000;
const REFRESH_LOCK = 400_301;

/**
 * Rebuilds `impact_days` from the learners' rows, in one transaction (readers see the old sums until it commits).
 * Returns false when another replica is rebuilding it right now.
 */
export async function refreshImpactDays(knex: Knex, timeZone: string): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const { rows } = (await trx.raw('select pg_try_advisory_xact_lock(?) as locked', [REFRESH_LOCK])) as { rows: { locked: boolean }[] };
    if (!rows[0]!.locked) return false;
    await trx.raw('set local statement_timeout = 0');
    await trx('impact_days').del();
    const select = dayRowsQuery(trx, { start: '-infinity', end: 'infinity' }, timeZone).toString();
    await trx.raw(`insert into impact_days (kind, module_id, day, n, sum_before, sum_after, sum_diff, sum_diff_squared, objective) ${select}`);
    await trx('impact_days_state').insert({ id: 1, refreshedAt: trx.fn.now(), timeZone }).onConflict('id').merge();
    return true;
  });
}

/** The figures of a range from the day sums (everyone), and when they were summed; null when never summed. */
export async function storedImpact(knex: Knex, range: ImpactRange, days: { from: string; to: string }): Promise<{ raw: RawImpact; asOf: Date } | null> {
  const state = (await knex('impact_days_state').where({ id: 1 }).first('refreshedAt')) as { refreshedAt: Date } | undefined;
  if (!state) return null;
  const [rows, facilities] = await Promise.all([
    knex('impact_days')
      .whereBetween('day', [days.from, days.to])
      .groupBy('kind', 'moduleId', 'objective')
      .select('kind', 'moduleId', 'objective', knex.raw('sum(n) as n'), knex.raw('sum(sum_before) as "sumBefore"'), knex.raw('sum(sum_after) as "sumAfter"'), knex.raw('sum(sum_diff) as "sumDiff"'), knex.raw('sum(sum_diff_squared) as "sumDiffSquared"')) as Promise<DayRow[]>,
    facilitiesReached(knex, range),
  ]);
  return { raw: sumDays(rows, facilities), asOf: new Date(state.refreshedAt) };
}

/** The figures of a range read live from the learners' rows (a class report, or before the first rebuild). */
export async function liveImpact(knex: Knex, range: ImpactRange, timeZone: string, instructorId?: number): Promise<RawImpact> {
  const [rows, facilities] = await Promise.all([liveDayRows(knex, range, timeZone, instructorId), facilitiesReached(knex, range)]);
  return sumDays(rows, facilities);
}
