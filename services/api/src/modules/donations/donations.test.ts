import type Koa from 'koa';
import { createPaymentIntentResponseSchema } from '@reentry/contracts/donations';
import { apiPost, sessionCookie } from '../../test/api-client.js';
import type { CapturedLogger } from '../../test/capture-logger.js';
import { donationsApp, donor, receiptsFor, startDonation, stripeTestConfig } from '../../test/donations-kit.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp } from '../../test/test-app.js';

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

const donationOf = (intentId: string | undefined) => db.knex('donations').where({ stripePaymentIntentId: intentId! }).first();
const countDonations = async () => Number((await db.knex('donations').count({ n: '*' }))[0]!.n);
const record = (body: object) => apiPost(app, '/api/donations', body);

describe('without Stripe keys', () => {
  it('answers 503 DONATIONS_NOT_CONFIGURED everywhere, in the visitor language, and stores nothing', async () => {
    const bare = testApp(db.knex);
    const before = await countDonations();
    const res = await apiPost(bare, '/api/create-payment-intent', { amount: 25, ...donor }, { lang: 'es' });
    expectSafeEnvelope(res, 503, 'DONATIONS_NOT_CONFIGURED');
    expect(res.body.error.message).toBe('Las donaciones en línea todavía no están listas. Por favor, contáctenos para donar.');
    expectSafeEnvelope(await apiPost(bare, '/api/donations', { stripePaymentIntentId: 'pi_123' }), 503, 'DONATIONS_NOT_CONFIGURED');
    expect(await countDonations()).toBe(before);
  });
});

describe('POST /api/create-payment-intent', () => {
  it.each([
    ['50 cents', 0.5, 'The smallest donation is $1'],
    ['zero', 0, 'The smallest donation is $1'],
    ['a negative amount', -5, 'The smallest donation is $1'],
    ['a billion dollars', 1e9, 'This amount is more than we can take online. Please contact us to give more.'],
    ['letters', 'abc', 'Please enter an amount in dollars, like 25 or 25.50'],
    ['three decimals', 10.125, 'Please enter an amount in dollars, like 25 or 25.50'],
    ['no amount', undefined, 'Please enter an amount in dollars, like 25 or 25.50'],
    ['a boolean', true, 'Please enter an amount in dollars, like 25 or 25.50'],
    ['an object', { valueOf: 5 }, 'Please enter an amount in dollars, like 25 or 25.50'],
  ])('refuses %s with a clear 400, before Stripe is called or anything stored', async (_label, amount, message) => {
    const [requests, donations] = [stripe.requests.length, await countDonations()];
    const res = await apiPost(app, '/api/create-payment-intent', { amount, ...donor });
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({ amount: message });
    expect(stripe.requests.length).toBe(requests);
    expect(await countDonations()).toBe(donations);
  });

  it('gives the spec messages for donor fields, in Spanish too', async () => {
    const bad = { amount: 25, donorName: 'M', donorEmail: 'not-an-email', message: 'x'.repeat(10_000) };
    expect((await apiPost(app, '/api/create-payment-intent', bad)).body.error.fields).toEqual({
      donorName: 'Name must be at least 2 characters',
      donorEmail: 'Please enter a valid email address',
      message: 'Message must be 1000 characters or less',
    });
    const es = await apiPost(app, '/api/create-payment-intent', { ...bad, donorName: 'Ma\u0000', message: 'ok' }, { lang: 'es' });
    expect(es.body.error.fields).toEqual({
      donorName: 'Este campo tiene un carácter que no podemos aceptar. Por favor, escríbalo de nuevo.',
      donorEmail: 'Por favor, ingrese un correo electrónico válido',
    });
    // The address pattern alone let a NUL through to PostgreSQL (a 500).
    const nul = await apiPost(app, '/api/create-payment-intent', { amount: 25, donorName: 'Maria', donorEmail: 'ma\u0000ria@example.org' });
    expectSafeEnvelope(nul, 400, 'VALIDATION_FAILED');
    expect(nul.body.error.fields).toEqual({ donorEmail: 'Please enter a valid email address' });
  });

  it('stores a pending donation, creates the intent for the server amount in cents, and answers only the client secret', async () => {
    const { res, intentId } = await startDonation(app, '19.99', { lang: 'es' });
    expect(res.status).toBe(200);
    expect(createPaymentIntentResponseSchema.strict().parse(res.body).clientSecret).toMatch(/^pi_fake\w+_secret_/);
    expect(res.headers['cache-control']).toBe('no-store');

    const donation = await donationOf(intentId);
    expect(donation).toMatchObject({ amount: 1999, currency: 'usd', status: 'pending', locale: 'es', donorEmail: 'maria@example.org', isAnonymous: false });
    const request = stripe.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents', authorization: 'Bearer sk_test_fakesecret' });
    expect(donation.paymentReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.form).toMatchObject({
      amount: '1999',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[donation_id]': String(donation.id),
      'metadata[donation_reference]': donation.paymentReference,
    });
    expect(request.idempotencyKey).toBe(`donation-${donation.paymentReference}`);
  });

  it('gives each donation its own intent and idempotency key, even for a double submit', async () => {
    const [a, b] = await Promise.all([startDonation(app, 10), startDonation(app, 10)]);
    expect(a.intentId).not.toBe(b.intentId);
    const keys = stripe.requests.slice(-2).map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('when Stripe fails', () => {
  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE when Stripe cannot be reached, and keeps the donation', async () => {
    const down = await startFakeStripe();
    await down.close();
    const offline = donationsApp(db.knex, stripeTestConfig(down)).app;
    const before = await countDonations();
    const res = await apiPost(offline, '/api/create-payment-intent', { amount: 40, ...donor, donorName: 'Kept Donor' });
    expectSafeEnvelope(res, 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect(res.body.error.message).toBe('Our payment service is not available right now. Please try again in a few minutes.');
    expect(res.headers['retry-after']).toBe('30');
    expect(await countDonations()).toBe(before + 1);
    expect(await db.knex('donations').where({ donorName: 'Kept Donor' }).first()).toMatchObject({ status: 'pending', amount: 4000, stripePaymentIntentId: null });
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR when Stripe refuses (e.g. a revoked key), with no internals', async () => {
    stripe.failNext(401, 'authentication_error');
    const res = await apiPost(app, '/api/create-payment-intent', { amount: 40, ...donor }, { lang: 'es' });
    expectSafeEnvelope(res, 502, 'PAYMENT_PROVIDER_ERROR');
    expect(res.body.error.message).toBe('No pudimos iniciar el pago. Por favor, inténtelo de nuevo.');
    expect(res.text).not.toMatch(/sk_test|Fake failure|authentication_error/);
    const logged = log.messages('Stripe call failed').at(-1)!;
    expect(logged.stripe).toMatchObject({ call: 'paymentIntents.create', type: 'StripeAuthenticationError', statusCode: 401 });
    expect(JSON.stringify(log.lines)).not.toContain('sk_test_fakesecret');
  });

  it('answers 503 when Stripe itself has an outage (5xx), after one retry', async () => {
    stripe.failNext(500, 'api_error', 2);
    expectSafeEnvelope(await apiPost(app, '/api/create-payment-intent', { amount: 40, ...donor }), 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
  });
});

describe('POST /api/donations', () => {
  it('ignores a client-reported success until Stripe says so, then marks it succeeded once', async () => {
    const { intentId } = await startDonation(app, 25);
    const forged = { ...donor, amount: 2500, currency: 'usd', status: 'succeeded', stripePaymentIntentId: intentId, isAnonymous: false };
    const early = await record(forged);
    expect(early.status).toBe(200);
    expect(early.body).toEqual({ status: 'pending', frequency: 'once' });
    expect(await donationOf(intentId)).toMatchObject({ status: 'pending', succeededAt: null });

    stripe.update(intentId!, { status: 'succeeded', amount_received: 2500 });
    expect((await record(forged)).body).toEqual({ status: 'succeeded', frequency: 'once' });
    const done = await donationOf(intentId);
    expect(done.status).toBe('succeeded');
    expect(done.succeededAt).toBeInstanceOf(Date);

    // Safe to repeat: no more Stripe calls, no second receipt.
    const requests = stripe.requests.length;
    expect((await record(forged)).body).toEqual({ status: 'succeeded', frequency: 'once' });
    expect(stripe.requests.length).toBe(requests);
    const receipts = await receiptsFor(db.knex, done.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.toAddress).toBe('maria@example.org');
    expect(receipts[0]!.textBody).toContain('Thank you for your gift of $25.00');
  });

  it('never marks a payment with a different amount or currency as paid', async () => {
    const { intentId } = await startDonation(app, 50);
    stripe.update(intentId!, { status: 'succeeded', amount: 100, amount_received: 100 });
    expect((await record({ stripePaymentIntentId: intentId })).body).toEqual({ status: 'pending', frequency: 'once' });
    stripe.update(intentId!, { amount: 5000, amount_received: 5000, currency: 'eur' });
    expect((await record({ stripePaymentIntentId: intentId })).body).toEqual({ status: 'pending', frequency: 'once' });
    expect(await donationOf(intentId)).toMatchObject({ status: 'pending', succeededAt: null });
    expect(log.messages('donation amount mismatch: not marked paid').length).toBeGreaterThanOrEqual(2);
  });

  it('marks a canceled intent failed', async () => {
    const { intentId } = await startDonation(app, 5);
    stripe.update(intentId!, { status: 'canceled' });
    expect((await record({ stripePaymentIntentId: intentId })).body).toEqual({ status: 'failed', frequency: 'once' });
  });

  it('answers 404 for an unknown intent and 400 for a malformed one, without asking Stripe', async () => {
    const requests = stripe.requests.length;
    expectSafeEnvelope(await record({ stripePaymentIntentId: 'pi_doesnotexist' }), 404, 'NOT_FOUND');
    for (const id of ['pi_abc_secret_xyz', '', 42, 'pi_\u0000', null]) {
      expectSafeEnvelope(await record({ stripePaymentIntentId: id }), 400, 'VALIDATION_FAILED');
    }
    expect(stripe.requests.length).toBe(requests);
  });

  it('answers 503 and changes nothing when Stripe is down during confirmation', async () => {
    const { intentId } = await startDonation(app, 30);
    stripe.failNext(503, 'api_error', 2);
    expectSafeEnvelope(await record({ stripePaymentIntentId: intentId }), 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await donationOf(intentId)).toMatchObject({ status: 'pending' });
  });
});

describe('card-testing limits', () => {
  let limited: Koa;
  beforeAll(() => {
    // One proxy in front (as in production), so each test address below is a different client.
    const config = stripeTestConfig(stripe, { TRUST_PROXY: '1' });
    config.rateLimits = { ...config.rateLimits, paymentIntentPerSession: { max: 2, windowSeconds: 3600 }, paymentIntentPerIp: { max: 4, windowSeconds: 3600 } };
    limited = donationsApp(db.knex, config).app;
  });
  const attempt = (ip: string, cookie?: string) =>
    apiPost(limited, '/api/create-payment-intent', { amount: 1, ...donor }, { cookie, headers: { 'X-Forwarded-For': ip } });

  it('limits each browser session and each address with 429 and Retry-After, before calling Stripe', async () => {
    const first = await attempt('198.51.100.7');
    const cookie = sessionCookie(first);
    expect(cookie).not.toBe('');
    expect((await attempt('198.51.100.7', cookie)).status).toBe(200);
    const requests = stripe.requests.length;
    const blocked = await attempt('198.51.100.7', cookie);
    expectSafeEnvelope(blocked, 429, 'RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(stripe.requests.length).toBe(requests);

    // Fresh sessions from the same address get two more tries (the refused one spent nothing), then the
    // address limit holds.
    expect((await attempt('198.51.100.7')).status).toBe(200);
    expect((await attempt('198.51.100.7')).status).toBe(200);
    expectSafeEnvelope(await attempt('198.51.100.7'), 429, 'RATE_LIMITED');
    // Someone else elsewhere is not affected.
    expect((await attempt('203.0.113.20')).status).toBe(200);
  });
});
