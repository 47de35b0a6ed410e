import type Koa from 'koa';
import { adminDonationPageSchema } from '@reentry/contracts/admin-lists';
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
    expect(lines[0]).toBe('id,date,status,amount_usd,refunded_usd,donor_name,donor_email,donor_phone,donor_address,anonymous,message,language,succeeded,payment_intent');
    expect(lines[1]).toMatch(/^\d+,2025-03-01 05:00,failed,1.00,0.00,'=cmd\|calc,evil@example.org,,,no,'@SUM\(1\),en,,$/);
    expect(lines[3]).toContain(',succeeded,25.00,0.00,Open Donor,');
  });
});
