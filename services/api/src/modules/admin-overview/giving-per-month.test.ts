import { randomUUID } from 'node:crypto';
import { overviewSchema } from '@reentry/contracts/admin-overview';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createPublishedContent } from '../content/published-cache.js';
import { getOverview } from './admin-overview.service.js';

let db: TestDatabase;
// Saturday 14 March 2026, 15:00 in New York: the 12 months are April 2025 to March 2026.
const now = new Date('2026-03-14T19:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

let reference = 0;
async function gift(startedAt: string | null, cancelledAt: string | null = null, status = cancelledAt ? 'cancelled' : startedAt ? 'active' : 'incomplete') {
  reference += 1;
  const [row] = await db.knex('monthly_gifts')
    .insert({ donorName: 'M', donorEmail: `m${reference}@example.org`, amount: 2000, currency: 'usd', status, locale: 'en', reference: randomUUID(), startedAt: startedAt && new Date(startedAt), cancelledAt: cancelledAt && new Date(cancelledAt) })
    .returning('id');
  return (row as { id: number }).id;
}

const donation = (succeededAt: string, amount: number, extra: Record<string, unknown> = {}) => ({
  donorName: 'D', donorEmail: 'd@example.org', amount, status: 'succeeded', succeededAt: new Date(succeededAt), ...extra,
});

describe('monthly giving per month on the Overview', () => {
  it('counts running, new and stopped monthly gifts and the one-time gifts per month in the site time zone', async () => {
    const runningSinceJanuary = await gift('2026-01-10T15:00:00Z');
    // 31 January 23:30 in New York is still January there (1 February 04:30 UTC).
    const stoppedInMarch = await gift('2026-02-01T04:30:00Z', '2026-03-02T15:00:00Z');
    await gift('2026-02-20T15:00:00Z', '2026-02-25T15:00:00Z'); // started and stopped in February
    await gift('2026-03-05T15:00:00Z', null, 'past_due'); // a renewal being retried still runs
    await gift(null, '2026-03-06T15:00:00Z'); // never started: in no count
    await gift(null);
    await gift('2024-12-01T15:00:00Z', '2025-02-01T15:00:00Z'); // over before the 12 months

    await db.knex('donations').insert([
      donation('2026-01-10T15:00:00Z', 2000, { monthlyGiftId: runningSinceJanuary, stripeInvoiceId: 'in_jan' }),
      donation('2026-02-10T15:00:00Z', 2000, { monthlyGiftId: runningSinceJanuary, stripeInvoiceId: 'in_feb', amountRefunded: 500 }),
      donation('2026-02-01T04:30:00Z', 2000, { monthlyGiftId: stoppedInMarch, stripeInvoiceId: 'in_jan2' }),
      donation('2026-01-20T15:00:00Z', 5000),
      donation('2026-03-01T04:59:00Z', 1000), // 28 February 23:59 in New York
      donation('2026-03-03T15:00:00Z', 2500, { amountRefunded: 1000 }),
      donation('2026-03-04T15:00:00Z', 7000, { status: 'refunded', amountRefunded: 7000 }),
      donation('2026-03-04T15:00:00Z', 9900, { status: 'pending', succeededAt: null }),
    ]);

    const overview = overviewSchema.parse(await getOverview({ knex: db.knex, timeZone: 'America/New_York', now, locale: 'en', content: createPublishedContent(db.knex, 0) }, 4));
    expect(overview.perMonth).toHaveLength(12);
    expect(overview.perMonth[0]!.month).toBe('2025-04');
    const empty = { activeMonthlyDonors: 0, newMonthlyDonors: 0, stoppedMonthlyDonors: 0, monthlyCents: 0, oneTimeGifts: 0, oneTimeCents: 0 };
    expect(overview.perMonth.slice(0, 9)).toEqual(overview.perMonth.slice(0, 9).map(({ month }) => ({ month, ...empty })));
    expect(overview.perMonth.slice(9)).toEqual([
      { month: '2026-01', activeMonthlyDonors: 2, newMonthlyDonors: 2, stoppedMonthlyDonors: 0, monthlyCents: 4000, oneTimeGifts: 1, oneTimeCents: 5000 },
      { month: '2026-02', activeMonthlyDonors: 2, newMonthlyDonors: 1, stoppedMonthlyDonors: 1, monthlyCents: 1500, oneTimeGifts: 1, oneTimeCents: 1000 },
      { month: '2026-03', activeMonthlyDonors: 2, newMonthlyDonors: 1, stoppedMonthlyDonors: 1, monthlyCents: 0, oneTimeGifts: 1, oneTimeCents: 1500 },
    ]);
  });
});
