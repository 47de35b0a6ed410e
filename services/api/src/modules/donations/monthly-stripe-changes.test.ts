// What Stripe changes on a monthly gift after it started: refunds of its payments, changes made in the
// Dashboard or the Customer Portal, and the bank-page return of its first payment.
import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { donationsApp, stripeTestConfig } from '../../test/donations-kit.js';
import { startFakeStripe, stripeEvent, type FakeStripe } from '../../test/fake-stripe.js';
import { paymentIntentOfInvoice } from '../../test/fake-stripe-billing.js';
import { deliverEvent, donationsOf, giftOf, invoicePaid, mailsTo, startMonthly, subscriptionDeleted } from '../../test/monthly-kit.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { MONTHLY_MAIL_KINDS } from './monthly-mails.js';

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

const email = (n: number) => `changes${n}@example.org`;
const invoiceIdOf = (event: { data: { object: object } }) => (event.data.object as { id: string }).id;

/** A started gift with its first payment and one renewal paid; returns the two invoice ids. */
async function paidTwice(n: number, dollars = 20) {
  const { subscription } = await startMonthly(app, stripe, dollars, { email: email(n) });
  const first = invoicePaid(stripe, subscription!.id, 'subscription_create');
  const renewal = invoicePaid(stripe, subscription!.id);
  expect((await deliverEvent(app, first)).status).toBe(200);
  expect((await deliverEvent(app, renewal)).status).toBe(200);
  return { subscriptionId: subscription!.id, firstInvoice: invoiceIdOf(first), renewalInvoice: invoiceIdOf(renewal) };
}

const refund = (intentId: string, amount: number, amountRefunded: number, extra: object = {}) =>
  stripeEvent('charge.refunded', { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId, amount, currency: 'usd', amount_refunded: amountRefunded, refunded: amountRefunded >= amount, ...extra });

const byInvoice = async (subscriptionId: string) =>
  Object.fromEntries((await donationsOf(db.knex, subscriptionId)).map((d) => [d.stripeInvoiceId, [d.status, d.amountRefunded]]));

describe('charge.refunded for a monthly payment', () => {
  it('finds a renewal\'s donation through the invoice its PaymentIntent paid, partly then fully, once per event', async () => {
    const { subscriptionId, firstInvoice, renewalInvoice } = await paidTwice(1);
    const intent = paymentIntentOfInvoice(renewalInvoice);
    const partly = refund(intent, 2000, 500);
    expect((await deliverEvent(app, partly)).status).toBe(200);
    expect(await byInvoice(subscriptionId)).toEqual({ [firstInvoice]: ['succeeded', 0], [renewalInvoice]: ['succeeded', 500] });
    const asked = stripe.requests.filter((r) => r.path === '/v1/invoice_payments');
    expect(asked.at(-1)!.form).toMatchObject({ 'payment[type]': 'payment_intent', 'payment[payment_intent]': intent });

    await deliverEvent(app, refund(intent, 2000, 2000));
    await deliverEvent(app, partly); // a replay changes nothing
    expect(await byInvoice(subscriptionId)).toEqual({ [firstInvoice]: ['succeeded', 0], [renewalInvoice]: ['refunded', 2000] });
  });

  it('finds the first payment\'s donation by its PaymentIntent, without asking Stripe', async () => {
    const { subscriptionId, firstInvoice, renewalInvoice } = await paidTwice(2, 15);
    const calls = stripe.requests.length;
    await deliverEvent(app, refund(paymentIntentOfInvoice(firstInvoice), 1500, 1500));
    expect(stripe.requests.length).toBe(calls);
    expect(await byInvoice(subscriptionId)).toEqual({ [firstInvoice]: ['refunded', 1500], [renewalInvoice]: ['succeeded', 0] });
  });

  it('uses the invoice a charge names (older API versions) and ignores a charge of no known payment', async () => {
    const { subscriptionId, firstInvoice, renewalInvoice } = await paidTwice(3, 10);
    await deliverEvent(app, refund('pi_fromolderapi', 1000, 1000, { invoice: renewalInvoice }));
    expect(await byInvoice(subscriptionId)).toEqual({ [firstInvoice]: ['succeeded', 0], [renewalInvoice]: ['refunded', 1000] });
    expect((await deliverEvent(app, refund('pi_elsewhere', 1000, 1000))).status).toBe(200);
  });
});

describe('customer.subscription.updated', () => {
  function updated(subscriptionId: string, status: string, unitAmount: number, createdOffset = 0) {
    const subscription = stripe.billing.subscriptions.get(subscriptionId)!;
    const item = subscription.items.data[0]!;
    const event = stripeEvent('customer.subscription.updated', { ...subscription, status, items: { ...subscription.items, data: [{ ...item, price: { ...item.price, id: `price_${unitAmount}`, unit_amount: unitAmount } }] } });
    return { ...event, created: event.created + createdOffset };
  }

  it('follows an amount and status changed at Stripe; a replay or an older event changes nothing', async () => {
    const { subscriptionId } = await paidTwice(10, 20);
    const gift = await giftOf(db.knex, subscriptionId);
    const dashboard = updated(subscriptionId, 'past_due', 4200);
    expect((await deliverEvent(app, dashboard)).status).toBe(200);
    expect(await giftOf(db.knex, subscriptionId)).toMatchObject({ amount: 4200, status: 'past_due' });
    const [audit] = await db.knex('audit_log').where({ action: 'monthly_gift.updated', targetId: String(gift.id) });
    expect(audit.actorUserId).toBeNull();
    expect(audit.detail).toMatchObject({ by: 'stripe', fromAmount: 2000, toAmount: 4200, fromStatus: 'active', toStatus: 'past_due' });

    const retried = updated(subscriptionId, 'active', 4200, 5);
    await deliverEvent(app, retried);
    await deliverEvent(app, dashboard); // replayed
    await deliverEvent(app, { ...updated(subscriptionId, 'past_due', 900, -60) }); // sent earlier, arrives late
    expect(await giftOf(db.knex, subscriptionId)).toMatchObject({ amount: 4200, status: 'active' });
    expect(await db.knex('audit_log').where({ action: 'monthly_gift.updated', targetId: String(gift.id) })).toHaveLength(2);
  });

  it('ends the gift when Stripe says canceled, with one mail whatever follows', async () => {
    const { subscriptionId } = await paidTwice(11);
    await deliverEvent(app, updated(subscriptionId, 'canceled', 2000));
    await deliverEvent(app, subscriptionDeleted(stripe, subscriptionId));
    await deliverEvent(app, updated(subscriptionId, 'active', 3000, 5));
    expect(await giftOf(db.knex, subscriptionId)).toMatchObject({ status: 'cancelled', amount: 2000 });
    expect(await mailsTo(db.knex, email(11), MONTHLY_MAIL_KINDS.ended)).toHaveLength(1);
  });

  it('keeps the amount when the price is not a positive whole number', async () => {
    const { subscriptionId } = await paidTwice(12, 25);
    const odd = updated(subscriptionId, 'active', 0);
    await deliverEvent(app, odd);
    expect(await giftOf(db.knex, subscriptionId)).toMatchObject({ amount: 2500, status: 'active' });
  });
});

describe('POST /api/donations after a bank page, for a monthly gift\'s first payment', () => {
  it('says monthly (pending until invoice.paid, then succeeded) from what the server stored, without asking Stripe', async () => {
    const { subscription } = await startMonthly(app, stripe, 30, { email: email(20) });
    const intent = paymentIntentOfInvoice(subscription!.latest_invoice);
    expect((await giftOf(db.knex, subscription!.id)).firstPaymentIntentId).toBe(intent);
    const calls = stripe.requests.length;
    expect((await apiPost(app, '/api/donations', { stripePaymentIntentId: intent })).body).toEqual({ status: 'pending', frequency: 'monthly' });
    await deliverEvent(app, invoicePaid(stripe, subscription!.id, 'subscription_create'));
    expect((await apiPost(app, '/api/donations', { stripePaymentIntentId: intent })).body).toEqual({ status: 'succeeded', frequency: 'monthly' });
    expect(stripe.requests.length).toBe(calls);
  });
});
