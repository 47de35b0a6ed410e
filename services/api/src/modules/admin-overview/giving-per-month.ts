import type { Knex } from 'knex';
import type { MonthGiving } from '@reentry/contracts/admin-overview';

/** The Overview's monthly giving covers this many calendar months, this one included. */
export const GIVING_MONTHS = 12;

const num = (value: unknown) => Number(value ?? 0);
const paid = (monthly: 'null' | 'not null') =>
  `from donations d where d.monthly_gift_id is ${monthly} and d.status = 'succeeded' and d.succeeded_at >= m.starts and d.succeeded_at < m.ends`;

/**
 * Per calendar month in the site's time zone, oldest first: monthly gifts running at the month's end, new
 * and stopped ones, and the money received, beside the one-time gifts. A gift counts from its first paid
 * invoice (`started_at`) to its end (`cancelled_at`); one that never started is in none of the counts.
 */
export async function givingPerMonth(context: { knex: Knex; timeZone: string; now: Date }): Promise<MonthGiving[]> {
  const { rows } = (await context.knex.raw(
    `with months as (
       select month, month at time zone :tz as starts, (month + interval '1 month') at time zone :tz as ends
       from generate_series(
         date_trunc('month', cast(:now as timestamptz) at time zone :tz) - (cast(:months as integer) - 1) * interval '1 month',
         date_trunc('month', cast(:now as timestamptz) at time zone :tz),
         interval '1 month') as month
     )
     select to_char(m.month, 'YYYY-MM') as month,
       (select count(*) from monthly_gifts g where g.started_at < m.ends and (g.cancelled_at is null or g.cancelled_at >= m.ends)) as active,
       (select count(*) from monthly_gifts g where g.started_at >= m.starts and g.started_at < m.ends) as started,
       (select count(*) from monthly_gifts g where g.started_at is not null and g.cancelled_at >= m.starts and g.cancelled_at < m.ends) as stopped,
       (select coalesce(sum(d.amount - d.amount_refunded), 0) ${paid('not null')}) as monthly_cents,
       (select count(*) ${paid('null')}) as one_time,
       (select coalesce(sum(d.amount - d.amount_refunded), 0) ${paid('null')}) as one_time_cents
     from months m order by m.month`,
    { now: context.now.toISOString(), tz: context.timeZone, months: GIVING_MONTHS },
  )) as { rows: Record<string, unknown>[] };
  return rows.map((row) => ({
    month: String(row.month),
    activeMonthlyDonors: num(row.active),
    newMonthlyDonors: num(row.started),
    stoppedMonthlyDonors: num(row.stopped),
    monthlyCents: num(row.monthly_cents),
    oneTimeGifts: num(row.one_time),
    oneTimeCents: num(row.one_time_cents),
  }));
}
