import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { donationsApp, stripeTestConfig } from '../../test/donations-kit.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { translate } from '../../i18n/translate.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

let db: TestDatabase;
let stripe: FakeStripe;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  ({ app } = donationsApp(db.knex, stripeTestConfig(stripe, { RATE_LIMIT_FACTOR: '1' })));
});
afterAll(async () => {
  await stripe.close();
  await db.destroy();
});
beforeEach(() => db.knex('rate_limits').del());

const start = (body: object, key: string, lang?: 'es') => apiPost(app, '/api/create-payment-intent', body, { lang, headers: { 'Idempotency-Key': key } });
const donationsOf = (email: string) => db.knex('donations').where({ donorEmail: email }).select('id', 'status', 'stripePaymentIntentId', 'paymentReference');
const creates = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

describe('POST /api/create-payment-intent with an Idempotency-Key', () => {
  it('gives a retry the same client secret from the stored answer, without asking Stripe again or spending a limit', async () => {
    const body = { amount: 20, donorName: 'Rosa Vega', donorEmail: 'rosa@example.org' };
    const first = await start(body, 'donor-attempt-1');
    const calls = creates().length;
    const retry = await start(body, 'donor-attempt-1');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(creates()).toHaveLength(calls);
    expect(await donationsOf('rosa@example.org')).toHaveLength(1);
    const counted = await db.knex('rate_limits').whereLike('key', 'paymentIntentPerIp:%').first('count');
    expect(counted.count).toBe(1);
  });

  it('answers 422 to the same key with another amount, and starts no second donation', async () => {
    const body = { amount: 20, donorName: 'Ed Park', donorEmail: 'ed@example.org' };
    expect((await start(body, 'donor-attempt-2')).status).toBe(200);
    const changed = await start({ ...body, amount: 200 }, 'donor-attempt-2', 'es');
    expectSafeEnvelope(changed, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await donationsOf('ed@example.org')).toHaveLength(1);
  });

  it('after Stripe failed, a retry with the same key finishes the same donation with one PaymentIntent', async () => {
    const body = { amount: 35, donorName: 'Lena Cruz', donorEmail: 'lena@example.org' };
    stripe.failNext(500, 'api_error', 2);
    expectSafeEnvelope(await start(body, 'donor-attempt-3'), 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    const [pending] = await donationsOf('lena@example.org');
    expect(pending).toMatchObject({ status: 'pending', stripePaymentIntentId: null });

    const retry = await start(body, 'donor-attempt-3');
    expect(retry.status).toBe(200);
    const intentId = (retry.body as { clientSecret: string }).clientSecret.split('_secret_')[0];
    expect(await donationsOf('lena@example.org')).toEqual([{ ...pending, stripePaymentIntentId: intentId }]);
    // Every call for this donation carried its reference as Stripe's idempotency key.
    const keys = new Set(creates().filter((r) => r.form['metadata[donation_id]'] === String(pending.id)).map((r) => r.idempotencyKey));
    expect([...keys]).toEqual([`donation-${pending.paymentReference}`]);
    expect([...stripe.intents.values()].filter((intent) => intent.metadata.donation_id === String(pending.id))).toHaveLength(1);
  });

  it('keeps one donation per attempt without a key, as before', async () => {
    const body = { amount: 5, donorName: 'No Key', donorEmail: 'nokey@example.org' };
    expect((await apiPost(app, '/api/create-payment-intent', body)).status).toBe(200);
    expect((await apiPost(app, '/api/create-payment-intent', body)).status).toBe(200);
    expect(await donationsOf('nokey@example.org')).toHaveLength(2);
  });
});

describe('a slow Stripe (fault 5 in docs/faults.md)', () => {
  it('answers a translated 503 within 5 s, and a retry with the same key finishes the same donation with one PaymentIntent', async () => {
    const body = { amount: 30, donorName: 'Lena Ortiz', donorEmail: 'slow-stripe@example.org' };
    // Stripe takes 8 s for the first try and the SDK's retry (it still makes the intent in the end).
    stripe.stallNext(8000, 2);
    const started = performance.now();
    const first = await start(body, 'donor-slow-1', 'es');
    expect(performance.now() - started).toBeLessThan(5000);
    expectSafeEnvelope(first, 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect(first.body.error.message).toBe(translate('es', 'api.donations.providerUnavailable'));
    expect(first.headers['retry-after']).toBe('30');

    const retry = await start(body, 'donor-slow-1', 'es');
    expect(retry.status).toBe(200);
    // The stalled calls finish on Stripe's side too; all carry one idempotency key, so one intent.
    await new Promise((resolve) => setTimeout(resolve, 8500));
    const donations = await donationsOf('slow-stripe@example.org');
    expect(donations).toHaveLength(1);
    const reference = donations[0]!.paymentReference as string;
    const calls = creates().filter((r) => r.form['metadata[donation_reference]'] === reference);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((r) => r.idempotencyKey)).size).toBe(1);
    expect([...stripe.intents.values()].filter((intent) => intent.metadata.donation_reference === reference)).toHaveLength(1);
  }, 30_000);
});
