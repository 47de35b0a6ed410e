import type Koa from 'koa';
import { adminDonationPageSchema } from '@reentry/contracts/admin-lists';
import { adminMonthlyDonorsSchema } from '@reentry/contracts/monthly-giving';
import { apiGet } from '../../test/api-client.js';
import { TEST_SECRET, userWith } from '../../test/admin-kit.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
let cookie: string;

beforeAll(async () => {
  db = await createTestDatabase();
  // The list needs no Stripe keys: the treasurer can read past donations even with online giving off.
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  cookie = (await userWith(db.knex, 'treasurer', { isAdmin: true })).cookie;
  await db.knex('donations').insert([
    { donorName: 'Open Donor', donorEmail: 'open@example.org', amount: 2500, status: 'succeeded', createdAt: new Date('2025-01-01T10:00:00Z') },
    { donorName: 'Quiet Donor', donorEmail: 'quiet@example.org', amount: 1999, status: 'pending', isAnonymous: true, locale: 'es', createdAt: new Date('2025-02-01T10:00:00Z') },
    { donorName: '=cmd|calc', donorEmail: 'evil@example.org', amount: 100, status: 'failed', message: '@SUM(1)', createdAt: new Date('2025-03-01T10:00:00Z') },
  ]);
});
afterAll(() => db.destroy());

const list = async (query = '') => adminDonationPageSchema.parse((await apiGet(app, `/api/admin/donations${query}`, cookie)).body);

describe('GET /api/admin/donations', () => {
  it('lists donations newest first, with status, cents and anonymous donors named but flagged', async () => {
    const page = await list();
    expect(page.items.map((d) => [d.donorName, d.amount, d.status, d.isAnonymous, d.locale])).toEqual([
      ['=cmd|calc', 100, 'failed', false, 'en'],
      ['Quiet Donor', 1999, 'pending', true, 'es'],
      ['Open Donor', 2500, 'succeeded', false, 'en'],
    ]);
    expect(page.items[1]).toMatchObject({ currency: 'usd', amountRefunded: 0, succeededAt: null, createdAt: '2025-02-01T10:00:00.000Z' });
    expect(page).toMatchObject({ total: 3, totalCapped: false, hasMore: false });
  });

  it('searches, filters by status, sorts by amount and pages', async () => {
    expect((await list('?q=quiet')).items.map((d) => d.donorName)).toEqual(['Quiet Donor']);
    expect((await list('?status=succeeded')).items.map((d) => d.donorName)).toEqual(['Open Donor']);
    expect((await list('?sort=-amount&limit=1&page=2')).items.map((d) => d.amount)).toEqual([1999]);
    expect((await list('?from=2025-02-01&to=2025-02-28')).items.map((d) => d.donorName)).toEqual(['Quiet Donor']);
  });

  it('exports dollars with 2 decimals and neutralised formula cells', async () => {
    const res = await apiGet(app, '/api/admin/donations.csv?sort=amount', cookie);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('id,date,status,amount_usd,refunded_usd,donor_name,donor_email,donor_phone,donor_address,anonymous,message,language,succeeded,payment_intent,frequency,subscription,invoice');
    expect(lines[1]).toMatch(/^\d+,2025-03-01 05:00,failed,1.00,0.00,'=cmd\|calc,evil@example.org,,,no,'@SUM\(1\),en,,,once,,$/);
    expect(lines[3]).toContain(',succeeded,25.00,0.00,Open Donor,');
  });
});

describe('monthly gifts in the donations tab', () => {
  beforeAll(async () => {
    const gifts = (await db.knex('monthly_gifts').insert([
      { donorName: 'Monthly Donor', donorEmail: 'monthly@example.org', amount: 1500, currency: 'usd', status: 'active', reference: '00000000-0000-4000-8000-0000000000a1', stripeSubscriptionId: 'sub_admin1', startedAt: new Date('2025-04-01T10:00:00Z') },
      { donorName: 'Retrying Donor', donorEmail: 'retry@example.org', amount: 700, currency: 'usd', status: 'past_due', reference: '00000000-0000-4000-8000-0000000000a2', stripeSubscriptionId: 'sub_admin2', startedAt: new Date('2025-03-01T10:00:00Z') },
      { donorName: 'Stopped Donor', donorEmail: 'stopped@example.org', amount: 900, currency: 'usd', status: 'cancelled', reference: '00000000-0000-4000-8000-0000000000a3', stripeSubscriptionId: 'sub_admin3' },
      { donorName: 'Never Paid', donorEmail: 'never@example.org', amount: 900, currency: 'usd', status: 'incomplete', reference: '00000000-0000-4000-8000-0000000000a4' },
    ]).returning('id')) as { id: number }[];
    await db.knex('donations').insert({
      donorName: 'Monthly Donor', donorEmail: 'monthly@example.org', amount: 1500, status: 'succeeded', createdAt: new Date('2025-04-01T10:00:00Z'),
      monthlyGiftId: gifts[0]!.id, stripeSubscriptionId: 'sub_admin1', stripeInvoiceId: 'in_admin1',
    });
  });

  it('tells one-time gifts from monthly ones, filters by frequency, and exports the subscription', async () => {
    const monthly = await list('?frequency=monthly');
    expect(monthly.items.map((d) => [d.donorName, d.frequency, d.stripeSubscriptionId, d.stripeInvoiceId])).toEqual([['Monthly Donor', 'monthly', 'sub_admin1', 'in_admin1']]);
    expect((await list('?frequency=once')).items.every((d) => d.frequency === 'once' && d.stripeSubscriptionId === null)).toBe(true);
    expect((await apiGet(app, '/api/admin/donations?frequency=weekly', cookie)).status).toBe(400);
    const csv = await apiGet(app, '/api/admin/donations.csv?frequency=monthly', cookie);
    expect(csv.text.trim().split('\n')[1]).toMatch(/,monthly,sub_admin1,in_admin1$/);
  });

  it('lists running monthly donors with their amount and start, for admins only', async () => {
    const res = await apiGet(app, '/api/admin/donations/monthly-donors', cookie);
    expect(res.status).toBe(200);
    expect(adminMonthlyDonorsSchema.parse(res.body)).toMatchObject({
      items: [
        { donorName: 'Monthly Donor', amount: 1500, status: 'active', startedAt: '2025-04-01T10:00:00.000Z', stripeSubscriptionId: 'sub_admin1' },
        { donorName: 'Retrying Donor', amount: 700, status: 'past_due' },
      ],
      totalMonthlyCents: 1500,
    });
    expect(res.body.items).toHaveLength(2);
    const learner = await userWith(db.knex, 'notadmin');
    expect((await apiGet(app, '/api/admin/donations/monthly-donors', learner.cookie)).status).toBe(403);
    expect((await apiGet(app, '/api/admin/donations/monthly-donors')).status).toBe(401);
  });
});
