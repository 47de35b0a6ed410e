import type Koa from 'koa';
import { myGivingResponseSchema } from '@reentry/contracts/monthly-giving';
import { apiGet, apiPost, sessionCookie } from '../../test/api-client.js';
import { donationsApp, stripeTestConfig } from '../../test/donations-kit.js';
import { startFakeStripe, stripeEvent, type FakeStripe } from '../../test/fake-stripe.js';
import { deliverEvent, giftOf, givingLinkFor, invoicePaid, mailsTo, requestGivingLinkAs, signInAsDonor, startMonthly, subscriptionDeleted } from '../../test/monthly-kit.js';
import { binaryBody, readPdf } from '../../test/pdf-text.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { GIVING_LINK_KIND } from './giving-links.js';
import { MONTHLY_MAIL_KINDS } from './monthly-mails.js';

let db: TestDatabase;
let stripe: FakeStripe;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  ({ app } = donationsApp(db.knex, stripeTestConfig(stripe, { TRUST_PROXY: '1' })));
});
afterAll(async () => {
  await stripe.close();
  await db.destroy();
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** A donor with one paid monthly gift. */
async function monthlyDonor(email: string, amount = 20, lang: 'en' | 'es' = 'en') {
  const { subscription } = await startMonthly(app, stripe, amount, { email, lang });
  await deliverEvent(app, invoicePaid(stripe, subscription!.id, 'subscription_create'));
  return subscription!;
}

const askLink = (email: string, ip = freshIp(), lang?: 'es') => requestGivingLinkAs(app, email, ip, lang);
const linkFor = (email: string) => givingLinkFor(db.knex, email);
const signIn = (email: string) => signInAsDonor(app, db.knex, email, freshIp());

describe('"Manage my giving" links', () => {
  it('answers the same for an address that gave and one that never did, and mails only the giver', async () => {
    await monthlyDonor('gave@example.org');
    const known = await askLink('Gave@Example.org');
    const unknown = await askLink('never@example.org');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(db.knex, 'gave@example.org', GIVING_LINK_KIND)).toHaveLength(1);
    expect(await mailsTo(db.knex, 'never@example.org', GIVING_LINK_KIND)).toEqual([]);
  });

  it('mails the link in the asker\'s language', async () => {
    await monthlyDonor('espanol@example.org');
    await askLink('espanol@example.org', freshIp(), 'es');
    const [mail] = await mailsTo(db.knex, 'espanol@example.org', GIVING_LINK_KIND);
    expect(mail!.subject).toBe('Su enlace para administrar sus donaciones');
    expect(mail!.textBody).toContain('30 minutos y solo una vez');
  });

  it('opens a donor session once, to a clean URL; a used, old or made-up link goes to the "expired" page', async () => {
    await monthlyDonor('once@example.org');
    await askLink('once@example.org');
    const link = await linkFor('once@example.org');
    const first = await apiGet(app, link);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/donate/manage');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const cookie = sessionCookie(first);
    const mine = await apiGet(app, '/api/donations/mine', cookie);
    expect(mine.status).toBe(200);
    expect(myGivingResponseSchema.parse(mine.body).giving).toMatchObject({ email: 'once@example.org', monthlyGifts: [{ amount: 2000, status: 'active' }], donations: [{ amount: 2000, frequency: 'monthly' }] });

    const again = await apiGet(app, link);
    expect(again.headers.location).toBe('/donate/manage?link=expired');
    // No donor session is a normal visit, not an error (the browser logs no 401): the page offers the link form.
    const without = await apiGet(app, '/api/donations/mine', sessionCookie(again));
    expect(without.status).toBe(200);
    expect(without.body).toEqual({ giving: null });
    expect((await apiGet(app, '/api/donations/mine')).body).toEqual({ giving: null });
    expectSafeEnvelope(await apiGet(app, '/api/donations/mine/receipts/1', sessionCookie(again)), 401, 'UNAUTHENTICATED');

    await askLink('once@example.org');
    const old = await linkFor('once@example.org');
    await db.knex('giving_links').whereNull('usedAt').update({ expiresAt: db.knex.raw("now() - interval '1 second'") });
    expect((await apiGet(app, old)).headers.location).toBe('/donate/manage?link=expired');
    for (const bad of ['?token=' + 'A'.repeat(43), '?token=%00', '?token=' + 'x'.repeat(10_000), '?token[]=1', '']) {
      const res = await apiGet(app, `/api/donations/manage/open${bad}`);
      expect([res.status, res.headers.location]).toEqual([303, '/donate/manage?link=expired']);
    }
  });

  it('limits link requests per address and per email before any lookup', async () => {
    const config = stripeTestConfig(stripe, { TRUST_PROXY: '1' });
    config.rateLimits = { ...config.rateLimits, givingLinkPerIp: { max: 2, windowSeconds: 3600 }, givingLinkPerEmail: { max: 2, windowSeconds: 3600 } };
    const strict = donationsApp(db.knex, config).app;
    const ask = (email: string, ip = '203.0.113.77') => apiPost(strict, '/api/donations/manage-link', { email }, { headers: { 'X-Forwarded-For': ip } });
    expect((await ask('a1@example.org')).status).toBe(202);
    expect((await ask('a2@example.org')).status).toBe(202);
    expectSafeEnvelope(await ask('a3@example.org'), 429, 'RATE_LIMITED');
    await monthlyDonor('flood@example.org');
    expect((await ask('flood@example.org', freshIp())).status).toBe(202);
    expect((await ask('FLOOD@example.org', freshIp())).status).toBe(202);
    expectSafeEnvelope(await ask('flood@example.org', freshIp()), 429, 'RATE_LIMITED');
    expect(await mailsTo(db.knex, 'flood@example.org', GIVING_LINK_KIND)).toHaveLength(2);
  });

  it('refuses hostile link requests with 400', async () => {
    for (const body of [{ email: 'x'.repeat(10_000) + '@example.org' }, { email: 'a\u0000@example.org' }, { email: ['a@b.co'] }, {}]) {
      expectSafeEnvelope(await apiPost(app, '/api/donations/manage-link', body, { headers: { 'X-Forwarded-For': freshIp() } }), 400, 'VALIDATION_FAILED');
    }
  });
});

describe('the donor session', () => {
  it('downloads the donor\'s own receipts as one-page PDFs, and nobody else\'s', async () => {
    await monthlyDonor('pdf@example.org', 35, 'es');
    const other = await monthlyDonor('other@example.org');
    const cookie = await signIn('pdf@example.org');
    const { donations } = (await apiGet(app, '/api/donations/mine', cookie)).body.giving as { donations: { id: number }[] };
    const res = await apiGet(app, `/api/donations/mine/receipts/${donations[0]!.id}`, cookie).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(res.body as Buffer);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('Thank you for your gift of $35.00');
    expect(pdf.text).toContain('No goods or services were provided in exchange for this donation.');

    const othersDonation = await db.knex('donations').where({ stripeSubscriptionId: other.id }).first();
    expectSafeEnvelope(await apiGet(app, `/api/donations/mine/receipts/${othersDonation.id}`, cookie), 404, 'NOT_FOUND');
    expectSafeEnvelope(await apiGet(app, '/api/donations/mine/receipts/abc', cookie), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await apiGet(app, `/api/donations/mine/receipts/${donations[0]!.id}`), 401, 'UNAUTHENTICATED');
  });

  it('changes the monthly amount at Stripe to the server\'s Price, with a mail and an audit entry', async () => {
    const subscription = await monthlyDonor('change@example.org', 20);
    const cookie = await signIn('change@example.org');
    const gift = await giftOf(db.knex, subscription.id);
    const res = await apiPost(app, `/api/donations/mine/monthly/${gift.id}/amount`, { amount: '42.50', priceId: 'price_cheap' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.monthlyGifts[0]).toMatchObject({ amount: 4250, status: 'active' });
    expect(stripe.billing.subscriptions.get(subscription.id)!.items.data[0]!.price).toMatchObject({ unit_amount: 4250, lookup_key: 'monthly-gift-usd-4250' });
    expect((await mailsTo(db.knex, 'change@example.org', MONTHLY_MAIL_KINDS.amountChanged))[0]!.textBody).toContain('Your monthly gift is now $42.50');
    expect(await db.knex('audit_log').where({ action: 'monthly_gift.amount_changed', targetId: String(gift.id) })).toHaveLength(1);
    // A subscription event Stripe made before the change, arriving after it, does not put the old amount back.
    const earlier = stripeEvent('customer.subscription.updated', { ...stripe.billing.subscriptions.get(subscription.id)!, items: { data: [{ price: { unit_amount: 2000, currency: 'usd' } }] } });
    await deliverEvent(app, { ...earlier, created: earlier.created - 30 });
    expect(await giftOf(db.knex, subscription.id)).toMatchObject({ amount: 4250 });
    // The next invoice is at the new amount.
    await deliverEvent(app, invoicePaid(stripe, subscription.id));
    expect((await db.knex('donations').where({ stripeSubscriptionId: subscription.id }).orderBy('id')).map((d) => d.amount)).toEqual([2000, 4250]);

    expectSafeEnvelope(await apiPost(app, `/api/donations/mine/monthly/${gift.id}/amount`, { amount: 0 }, { cookie }), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await apiPost(app, `/api/donations/mine/monthly/${gift.id}/amount`, { amount: 5 }), 401, 'UNAUTHENTICATED');
  });

  it('gives a Customer Portal page to update the card, only for the donor\'s own gift', async () => {
    const subscription = await monthlyDonor('card@example.org');
    const stranger = await monthlyDonor('stranger@example.org');
    const cookie = await signIn('card@example.org');
    const gift = await giftOf(db.knex, subscription.id);
    const res = await apiPost(app, `/api/donations/mine/monthly/${gift.id}/card`, {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const portal = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(portal.form).toMatchObject({ customer: subscription.customer, return_url: 'http://127.0.0.1:3000/donate/manage'.replace('127.0.0.1:3000', new URL(portal.form.return_url!).host) });
    const theirs = await giftOf(db.knex, stranger.id);
    expectSafeEnvelope(await apiPost(app, `/api/donations/mine/monthly/${theirs.id}/card`, {}, { cookie }), 404, 'NOT_FOUND');
  });

  it('stops the monthly gift at once with one confirmation mail, even when Stripe\'s webhook follows', async () => {
    const subscription = await monthlyDonor('stop@example.org', 10, 'es');
    const cookie = await signIn('stop@example.org');
    const gift = await giftOf(db.knex, subscription.id);
    const res = await apiPost(app, `/api/donations/mine/monthly/${gift.id}/stop`, {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.monthlyGifts[0]).toMatchObject({ status: 'cancelled' });
    expect(stripe.billing.subscriptions.get(subscription.id)!.status).toBe('canceled');
    await deliverEvent(app, subscriptionDeleted(stripe, subscription.id));
    expect((await mailsTo(db.knex, 'stop@example.org', MONTHLY_MAIL_KINDS.stopped)).map((m) => m.subject)).toEqual(['Usted detuvo su donación mensual']);
    expect(await mailsTo(db.knex, 'stop@example.org', MONTHLY_MAIL_KINDS.ended)).toEqual([]);
    expect(await db.knex('audit_log').where({ action: 'monthly_gift.stopped', targetId: String(gift.id) })).toHaveLength(1);
    // A stopped gift cannot be stopped or changed again.
    expectSafeEnvelope(await apiPost(app, `/api/donations/mine/monthly/${gift.id}/stop`, {}, { cookie }), 404, 'NOT_FOUND');
  });
});
