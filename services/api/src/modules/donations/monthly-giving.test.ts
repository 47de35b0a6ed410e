import type Koa from 'koa';
import { createMonthlyGiftResponseSchema } from '@reentry/contracts/monthly-giving';
import { RECEIPT_KIND } from './donation-receipt.js';
import { MONTHLY_MAIL_KINDS } from './monthly-mails.js';
import { apiPost } from '../../test/api-client.js';
import { donationsApp, donor, stripeTestConfig } from '../../test/donations-kit.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { deliverEvent, donationsOf, giftOf, invoiceFailed, invoicePaid, mailsTo, startMonthly, subscriptionDeleted } from '../../test/monthly-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

let db: TestDatabase;
let stripe: FakeStripe;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  ({ app } = donationsApp(db.knex, stripeTestConfig(stripe)));
});
afterAll(async () => {
  await stripe.close();
  await db.destroy();
});

const email = (n: number) => `donor${n}@example.org`;

describe('POST /api/donations/monthly', () => {
  it('starts a subscription at the server\'s Price for the amount, whatever else the browser sends', async () => {
    const res = await apiPost(app, '/api/donations/monthly', {
      amount: '12.50', ...donor, donorEmail: email(1),
      price: 'price_cheap', priceId: 'price_cheap', unit_amount: 1, amountCents: 1, items: [{ price: 'price_cheap' }],
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['clientSecret']);
    expect(createMonthlyGiftResponseSchema.parse(res.body).clientSecret).toMatch(/_secret_/);

    const create = stripe.requests.find((r) => r.path === '/v1/subscriptions')!;
    const price = stripe.billing.prices.get(create.form['items[0][price]']!)!;
    expect(price).toMatchObject({ unit_amount: 1250, currency: 'usd', lookup_key: 'monthly-gift-usd-1250', recurring: { interval: 'month' } });
    expect(create.form).toMatchObject({ payment_behavior: 'default_incomplete', 'payment_settings[save_default_payment_method]': 'on_subscription' });
    expect(create.idempotencyKey).toMatch(/^subscription-/);
    const subscription = stripe.billing.subscriptions.get([...stripe.billing.subscriptions.keys()].at(-1)!)!;
    expect(await giftOf(db.knex, subscription.id)).toMatchObject({ amount: 1250, status: 'incomplete', donorEmail: email(1), stripeCustomerId: subscription.customer });
    // Nothing is paid until Stripe says so.
    expect(await donationsOf(db.knex, subscription.id)).toEqual([]);
  });

  it('reuses one Price per amount and one Customer per donor email', async () => {
    const first = await startMonthly(app, stripe, 30, { email: 'Same@Example.org' });
    const second = await startMonthly(app, stripe, 30, { email: 'same@example.org' });
    const third = await startMonthly(app, stripe, 31, { email: email(2) });
    expect([first.res.status, second.res.status, third.res.status]).toEqual([200, 200, 200]);
    expect(second.subscription!.customer).toBe(first.subscription!.customer);
    expect(third.subscription!.customer).not.toBe(first.subscription!.customer);
    expect(second.subscription!.items.data[0]!.price.id).toBe(first.subscription!.items.data[0]!.price.id);
    expect([...stripe.billing.prices.values()].filter((p) => p.lookup_key === 'monthly-gift-usd-3000')).toHaveLength(1);
  });

  it('answers a double tap (same Idempotency-Key) with one gift and one subscription', async () => {
    const headers = { 'Idempotency-Key': 'monthly-double-tap-0001' };
    const body = { amount: 40, ...donor, donorEmail: email(3) };
    const [a, b] = await Promise.all([apiPost(app, '/api/donations/monthly', body, { headers }), apiPost(app, '/api/donations/monthly', body, { headers })]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await db.knex('monthly_gifts').where({ donorEmail: email(3) })).toHaveLength(1);
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['an amount over the maximum', { amount: 10_000_000 }],
    ['three decimals', { amount: '5.001' }],
    ['a NUL in the name', { donorName: 'Ma\u0000ria' }],
    ['a 10k-character name', { donorName: 'x'.repeat(10_000) }],
    ['a NUL in the email', { donorEmail: 'a\u0000b@example.org' }],
    ['a wrong email type', { donorEmail: ['a@b.c'] }],
  ])('refuses %s with 400 before any Stripe call', async (_label, patch) => {
    const calls = stripe.requests.length;
    const res = await apiPost(app, '/api/donations/monthly', { amount: 20, ...donor, ...patch });
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(stripe.requests.length).toBe(calls);
  });

  it('refuses a __proto__ body and a missing CSRF header without a 500', async () => {
    const proto = await apiPost(app, '/api/donations/monthly', JSON.parse('{"__proto__": {"amount": 5}, "amount": "x"}'));
    expectSafeEnvelope(proto, 400, 'INVALID_JSON');
    const { default: request } = await import('supertest');
    const noCsrf = await request(app.callback()).post('/api/donations/monthly').send({ amount: 20, ...donor });
    expect(noCsrf.status).toBe(403);
  });
});

describe('monthly gifts from Stripe Billing webhooks', () => {
  it('records the first paid invoice and each renewal as one succeeded donation with one receipt in the donor language', async () => {
    const { subscription } = await startMonthly(app, stripe, '20.00', { lang: 'es', email: email(10) });
    const first = invoicePaid(stripe, subscription!.id, 'subscription_create');
    expect((await deliverEvent(app, first)).status).toBe(200);
    expect((await deliverEvent(app, first)).status).toBe(200); // a replay
    const gift = await giftOf(db.knex, subscription!.id);
    expect(gift).toMatchObject({ status: 'active', locale: 'es' });
    expect(gift.startedAt).not.toBeNull();

    const renewal = invoicePaid(stripe, subscription!.id);
    await deliverEvent(app, renewal);
    // The same invoice again under another event id still makes one donation.
    await deliverEvent(app, { ...renewal, id: `${renewal.id}x` });
    const donations = await donationsOf(db.knex, subscription!.id);
    expect(donations.map((d) => [d.status, d.amount, d.stripeInvoiceId, d.monthlyGiftId])).toEqual([
      ['succeeded', 2000, (first.data.object as { id: string }).id, gift.id],
      ['succeeded', 2000, (renewal.data.object as { id: string }).id, gift.id],
    ]);
    const receipts = await mailsTo(db.knex, email(10), RECEIPT_KIND);
    expect(receipts).toHaveLength(2);
    expect(receipts[0]!.textBody).toContain('Gracias por su donación de $20.00');
    expect(await db.knex('stripe_events').where({ id: first.id }).first()).toMatchObject({ donationId: donations[0]!.id });
  });

  it('mails the donor a way to fix the card when a renewal fails, not when the first payment fails on screen', async () => {
    const { subscription } = await startMonthly(app, stripe, 15, { email: email(11) });
    await deliverEvent(app, invoiceFailed(stripe, subscription!.id, 'subscription_create'));
    expect(await mailsTo(db.knex, email(11), MONTHLY_MAIL_KINDS.cardFailed)).toEqual([]);
    await deliverEvent(app, invoicePaid(stripe, subscription!.id, 'subscription_create'));

    const failed = invoiceFailed(stripe, subscription!.id);
    await deliverEvent(app, failed);
    await deliverEvent(app, failed);
    expect(await giftOf(db.knex, subscription!.id)).toMatchObject({ status: 'past_due' });
    const mails = await mailsTo(db.knex, email(11), MONTHLY_MAIL_KINDS.cardFailed);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('We could not take your monthly gift');
    expect(mails[0]!.textBody).toContain('your card did not work');
    expect(mails[0]!.textBody).toContain('/donate/manage');
    expect(await donationsOf(db.knex, subscription!.id)).toHaveLength(1);

    // The card was fixed: the retried invoice is paid and the gift is active again.
    await deliverEvent(app, invoicePaid(stripe, subscription!.id));
    expect(await giftOf(db.knex, subscription!.id)).toMatchObject({ status: 'active' });
  });

  it('ends the gift when the subscription is deleted, with one mail, and records no later invoice as a new start', async () => {
    const { subscription } = await startMonthly(app, stripe, 9, { email: email(12), lang: 'es' });
    await deliverEvent(app, invoicePaid(stripe, subscription!.id, 'subscription_create'));
    const deleted = subscriptionDeleted(stripe, subscription!.id);
    await deliverEvent(app, deleted);
    await deliverEvent(app, deleted);
    const gift = await giftOf(db.knex, subscription!.id);
    expect(gift.status).toBe('cancelled');
    expect(gift.cancelledAt).not.toBeNull();
    const mails = await mailsTo(db.knex, email(12), MONTHLY_MAIL_KINDS.ended);
    expect(mails.map((m) => m.subject)).toEqual(['Su donación mensual terminó']);
  });

  it('ends a never-paid gift quietly', async () => {
    const { subscription } = await startMonthly(app, stripe, 9, { email: email(13) });
    await deliverEvent(app, subscriptionDeleted(stripe, subscription!.id));
    expect(await giftOf(db.knex, subscription!.id)).toMatchObject({ status: 'cancelled' });
    expect(await mailsTo(db.knex, email(13), MONTHLY_MAIL_KINDS.ended)).toEqual([]);
  });

  it('refuses forged and stale invoice events and records nothing', async () => {
    const { subscription } = await startMonthly(app, stripe, 50, { email: email(14) });
    const forged = invoicePaid(stripe, subscription!.id, 'subscription_create');
    expectSafeEnvelope(await deliverEvent(app, forged, { secret: 'whsec_someoneelse' }), 400, 'INVALID_SIGNATURE');
    expectSafeEnvelope(await deliverEvent(app, forged, { timestamp: Math.floor(Date.now() / 1000) - 600 }), 400, 'INVALID_SIGNATURE');
    expect(await donationsOf(db.knex, subscription!.id)).toEqual([]);
    expect(await giftOf(db.knex, subscription!.id)).toMatchObject({ status: 'incomplete' });
  });

  it('records an invoice of an unknown subscription as seen and changes nothing', async () => {
    const { subscription } = await startMonthly(app, stripe, 8, { email: email(15) });
    const event = invoicePaid(stripe, subscription!.id, 'subscription_create');
    const stranger = { ...event, data: { object: { ...(event.data.object as object), parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_elsewhere', metadata: {} } } } } };
    expect((await deliverEvent(app, stranger)).status).toBe(200);
    expect(await db.knex('donations').where({ stripeSubscriptionId: 'sub_elsewhere' })).toEqual([]);
  });
});

describe('monthly sign-up limits (card testing)', () => {
  let limited: Koa;
  beforeAll(async () => {
    // The site-wide counter also counted the sign-ups above.
    await db.knex('rate_limits').del();
    const config = stripeTestConfig(stripe, { TRUST_PROXY: '1' });
    config.rateLimits = {
      ...config.rateLimits,
      monthlyGiftPerIp: { max: 3, windowSeconds: 3600 },
      monthlyGiftPerEmail: { max: 2, windowSeconds: 3600 },
      monthlyGiftTotal: { max: 6, windowSeconds: 3600 },
    };
    limited = donationsApp(db.knex, config).app;
  });
  const attempt = (ip: string, to: string) => apiPost(limited, '/api/donations/monthly', { amount: 5, ...donor, donorEmail: to }, { headers: { 'X-Forwarded-For': ip } });

  it('limits per email, per address and in total, with 429 before any Stripe call', async () => {
    expect((await attempt('198.51.100.1', 'limit@example.org')).status).toBe(200);
    expect((await attempt('198.51.100.2', 'LIMIT@example.org')).status).toBe(200);
    let calls = stripe.requests.length;
    expectSafeEnvelope(await attempt('198.51.100.3', 'limit@example.org'), 429, 'RATE_LIMITED');
    expect(stripe.requests.length).toBe(calls);

    expect((await attempt('198.51.100.4', 'a@example.org')).status).toBe(200);
    expect((await attempt('198.51.100.4', 'b@example.org')).status).toBe(200);
    expect((await attempt('198.51.100.4', 'c@example.org')).status).toBe(200);
    calls = stripe.requests.length;
    expectSafeEnvelope(await attempt('198.51.100.4', 'd@example.org'), 429, 'RATE_LIMITED');
    expect(stripe.requests.length).toBe(calls);

    // Five gifts so far (a refused attempt is rolled back and counts nowhere): one more, then the site is full.
    expect((await attempt('198.51.100.5', 'e@example.org')).status).toBe(200);
    expectSafeEnvelope(await attempt('203.0.113.9', 'f@example.org'), 429, 'RATE_LIMITED');
  });
});
