import request from 'supertest';
import type Koa from 'koa';
import type { CapturedLogger } from '../../test/capture-logger.js';
import { donationsApp, receiptsFor, startDonation, stripeTestConfig, WEBHOOK_SECRET } from '../../test/donations-kit.js';
import { signedWebhook, startFakeStripe, stripeEvent, type FakeStripe } from '../../test/fake-stripe.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

let db: TestDatabase;
let stripe: FakeStripe;
let app: Koa;
let log: CapturedLogger;

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  ({ app, log } = donationsApp(db.knex, stripeTestConfig(stripe)));
});
afterAll(async () => {
  await stripe.close();
  await db.destroy();
});

/** Posts as Stripe does: no CSRF header, no cookie, a foreign origin would not matter. */
function deliver(payload: string, signature?: string) {
  const req = request(app.callback()).post('/api/stripe/webhook').set('Content-Type', 'application/json; charset=utf-8');
  if (signature) req.set('Stripe-Signature', signature);
  return req.send(payload);
}
function deliverEvent(event: object, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const { payload, signature } = signedWebhook(event, secret, timestamp);
  return deliver(payload, signature);
}

const donationOf = (intentId: string) => db.knex('donations').where({ stripePaymentIntentId: intentId }).first();
const eventCount = async () => Number((await db.knex('stripe_events').count({ n: '*' }))[0]!.n);

async function newIntent(amount = 25) {
  const { intentId } = await startDonation(app, amount);
  return stripe.intents.get(intentId!)!;
}
const succeeded = (intent: object, patch: object = {}) => stripeEvent('payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: (intent as { amount: number }).amount, ...patch });

describe('POST /api/stripe/webhook', () => {
  it('applies a correctly signed payment_intent.succeeded once; a replay answers 2xx and changes nothing', async () => {
    const intent = await newIntent(25);
    const event = succeeded(intent);
    const res = await deliverEvent(event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    const after = await donationOf(intent.id);
    expect(after).toMatchObject({ status: 'succeeded' });
    expect(await db.knex('stripe_events').where({ id: event.id }).first()).toMatchObject({ type: 'payment_intent.succeeded', donationId: after.id });

    const events = await eventCount();
    const replay = await deliverEvent(event);
    expect(replay.status).toBe(200);
    expect(await eventCount()).toBe(events);
    expect(await donationOf(intent.id)).toEqual(after);
    expect(await receiptsFor(db.knex, after.id)).toHaveLength(1);
  });

  it('queues exactly one receipt, in the donor language, when webhooks and the browser report the same success at once', async () => {
    const { intentId } = await startDonation(app, '60.50', { lang: 'es' });
    const intent = stripe.intents.get(intentId!)!;
    stripe.update(intent.id, { status: 'succeeded', amount_received: 6050 });
    const event = succeeded(intent);
    const report = () => request(app.callback()).post('/api/donations').set('X-Requested-With', 'fetch').send({ stripePaymentIntentId: intent.id });
    // Stripe may deliver one event twice and send a second event for the same payment; the browser reports too.
    const answers = await Promise.all([deliverEvent(event), report(), deliverEvent(succeeded(intent)), report(), deliverEvent(event), report()]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const donation = await donationOf(intent.id);
    expect(donation.status).toBe('succeeded');
    const receipts = await receiptsFor(db.knex, donation.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ toAddress: 'maria@example.org', subject: 'Gracias por su donación a Reentry Financial Literacy, Inc.' });
    expect(receipts[0]!.textBody).toContain('Gracias por su donación de $60.50');
    expect(receipts[0]!.textBody).toContain('No se dieron bienes ni servicios a cambio de esta donación.');
    expect(receipts[0]!.htmlBody).toContain('<html lang="es">');
    expect(log.messages('donation receipt queued').filter((line) => line.donationId === donation.id)).toHaveLength(1);
  });

  it('settles once whichever comes first: a webhook before the browser\'s return, or a late one (twice) after it', async () => {
    const report = (intentId: string) => request(app.callback()).post('/api/donations').set('X-Requested-With', 'fetch').send({ stripePaymentIntentId: intentId });
    // The webhook first: the browser's report then reads the settled donation, without asking Stripe.
    const early = await newIntent(12);
    stripe.update(early.id, { status: 'succeeded', amount_received: early.amount });
    expect((await deliverEvent(succeeded(early))).status).toBe(200);
    const settled = await donationOf(early.id);
    expect(settled.status).toBe('succeeded');
    const stripeCalls = stripe.requests.length;
    expect((await report(early.id)).body).toEqual({ status: 'succeeded', frequency: 'once' });
    expect(stripe.requests.length).toBe(stripeCalls);
    expect(await donationOf(early.id)).toEqual(settled);
    expect(await receiptsFor(db.knex, settled.id)).toHaveLength(1);

    // The browser first; Stripe's webhook comes late (its retries can come hours later, freshly signed), twice.
    const late = await newIntent(13);
    stripe.update(late.id, { status: 'succeeded', amount_received: late.amount });
    expect((await report(late.id)).body).toEqual({ status: 'succeeded', frequency: 'once' });
    const recorded = await donationOf(late.id);
    const event = { ...succeeded(late), created: Math.floor(Date.now() / 1000) - 6 * 3600 };
    expect((await deliverEvent(event)).status).toBe(200);
    expect((await deliverEvent(event)).status).toBe(200);
    expect((await deliverEvent(succeeded(late))).status).toBe(200);
    expect(await donationOf(late.id)).toEqual(recorded);
    expect(await receiptsFor(db.knex, recorded.id)).toHaveLength(1);
  });

  it('queues no receipt for a payment that never succeeded as stored (amount mismatch, failure)', async () => {
    const intent = await newIntent(70);
    await deliverEvent(succeeded(intent, { amount: 100, amount_received: 100 }));
    await deliverEvent(stripeEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }));
    const donation = await donationOf(intent.id);
    expect(donation.status).toBe('failed');
    expect(await receiptsFor(db.knex, donation.id)).toEqual([]);
  });

  it.each([
    ['no signature', () => ({ signature: undefined as string | undefined })],
    ['a signature made with another secret', () => ({ secret: 'whsec_someoneelse' })],
    ['a stale signature (over 5 minutes old)', () => ({ timestamp: Math.floor(Date.now() / 1000) - 301 })],
  ])('refuses %s with 400 and changes nothing', async (_label, options) => {
    const intent = await newIntent(10);
    const event = succeeded(intent);
    const opts = options();
    const res =
      'signature' in opts ? await deliver(JSON.stringify(event)) : await deliverEvent(event, opts as { secret?: string; timestamp?: number });
    expectSafeEnvelope(res, 400, 'INVALID_SIGNATURE');
    expect(await donationOf(intent.id)).toMatchObject({ status: 'pending' });
    expect(await db.knex('stripe_events').where({ id: event.id }).first()).toBeUndefined();
  });

  it('refuses a tampered body: a valid signature for other bytes', async () => {
    const intent = await newIntent(10);
    const { payload, signature } = signedWebhook(succeeded(intent, { amount: 1 }), WEBHOOK_SECRET);
    const tampered = payload.replace('"amount":1,', `"amount":${intent.amount},`);
    expect(tampered).not.toBe(payload);
    expectSafeEnvelope(await deliver(tampered, signature), 400, 'INVALID_SIGNATURE');
    // Even whitespace changes the bytes.
    expectSafeEnvelope(await deliver(` ${payload}`, signature), 400, 'INVALID_SIGNATURE');
    expect(await donationOf(intent.id)).toMatchObject({ status: 'pending' });
  });

  it('never marks a signed success with a different amount or currency as paid', async () => {
    const intent = await newIntent(20);
    expect((await deliverEvent(succeeded(intent, { amount: 100, amount_received: 100 }))).status).toBe(200);
    expect((await deliverEvent(succeeded(intent, { currency: 'eur' }))).status).toBe(200);
    expect(await donationOf(intent.id)).toMatchObject({ status: 'pending', succeededAt: null });
  });

  it('marks a failed payment failed, lets a retry with another card succeed, and ignores a late failure', async () => {
    const intent = await newIntent(15);
    await deliverEvent(stripeEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }));
    expect(await donationOf(intent.id)).toMatchObject({ status: 'failed' });
    await deliverEvent(succeeded(intent));
    expect(await donationOf(intent.id)).toMatchObject({ status: 'succeeded' });
    await deliverEvent(stripeEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }));
    expect(await donationOf(intent.id)).toMatchObject({ status: 'succeeded' });
  });

  it('records partial refunds and marks a full refund refunded, for good', async () => {
    const intent = await newIntent(100);
    await deliverEvent(succeeded(intent));
    const charge = { id: 'ch_fake1', object: 'charge', payment_intent: intent.id, amount: 10_000, currency: 'usd' };
    await deliverEvent(stripeEvent('charge.refunded', { ...charge, amount_refunded: 2_500, refunded: false }));
    expect(await donationOf(intent.id)).toMatchObject({ status: 'succeeded', amountRefunded: 2_500 });
    await deliverEvent(stripeEvent('charge.refunded', { ...charge, amount_refunded: 10_000, refunded: true }));
    expect(await donationOf(intent.id)).toMatchObject({ status: 'refunded', amountRefunded: 10_000 });
    await deliverEvent(succeeded(intent));
    expect(await donationOf(intent.id)).toMatchObject({ status: 'refunded' });
  });

  it('answers 2xx to events it does not handle or that belong to no donation', async () => {
    const events = await eventCount();
    expect((await deliverEvent(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }))).status).toBe(200);
    expect(await eventCount()).toBe(events);
    const stranger = stripeEvent('payment_intent.succeeded', { id: 'pi_elsewhere', object: 'payment_intent', amount: 500, amount_received: 500, currency: 'usd', status: 'succeeded', metadata: {} });
    expect((await deliverEvent(stranger)).status).toBe(200);
    expect(await eventCount()).toBe(events + 1);
  });

  it('finds the donation from the intent metadata if its intent id was never stored', async () => {
    const intent = await newIntent(35);
    const donation = await donationOf(intent.id);
    await db.knex('donations').where({ id: donation.id }).update({ stripePaymentIntentId: null });
    await deliverEvent(succeeded(intent));
    expect(await db.knex('donations').where({ id: donation.id }).first()).toMatchObject({ status: 'succeeded', stripePaymentIntentId: intent.id });
  });

  it('does not take another database\'s intent for ours when only the donation id matches', async () => {
    const intent = await newIntent(45);
    const donation = await donationOf(intent.id);
    await db.knex('donations').where({ id: donation.id }).update({ stripePaymentIntentId: null });
    // Same account, another environment: its donation has our id number but not our reference.
    const foreign = { ...intent, id: 'pi_otherenvironment', metadata: { donation_id: String(donation.id), donation_reference: '00000000-0000-4000-8000-000000000000' } };
    expect((await deliverEvent(succeeded(foreign))).status).toBe(200);
    expect(await db.knex('donations').where({ id: donation.id }).first()).toMatchObject({ status: 'pending', stripePaymentIntentId: null });
  });

  it('refuses malformed or oversized bodies with 4xx, never 500', async () => {
    expectSafeEnvelope(await deliver('{not json', 't=1,v1=abc'), 400, 'INVALID_JSON');
    const big = JSON.stringify({ pad: 'x'.repeat(600 * 1024) });
    expectSafeEnvelope(await deliver(big, 't=1,v1=abc'), 413, 'PAYLOAD_TOO_LARGE');
    // Larger than our usual 64 kB limit but within the webhook's: reaches the signature check.
    expectSafeEnvelope(await deliver(JSON.stringify({ pad: 'x'.repeat(100 * 1024) }), 't=1,v1=abc'), 400, 'INVALID_SIGNATURE');
  });

  it('answers 503 DONATIONS_NOT_CONFIGURED when no signing secret is set', async () => {
    const noSecret = donationsApp(db.knex, stripeTestConfig(stripe, { STRIPE_WEBHOOK_SECRET: '' })).app;
    const { payload, signature } = signedWebhook(stripeEvent('payment_intent.succeeded', {}), WEBHOOK_SECRET);
    const res = await request(noSecret.callback()).post('/api/stripe/webhook').set('Stripe-Signature', signature).type('json').send(payload);
    expectSafeEnvelope(res, 503, 'DONATIONS_NOT_CONFIGURED');
  });
});
