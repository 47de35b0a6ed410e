import type Koa from 'koa';
import request from 'supertest';
import { adminDonationPageSchema } from '@reentry/contracts/admin-lists';
import { apiGet, apiPost } from '../../test/api-client.js';
import type { CapturedLogger } from '../../test/capture-logger.js';
import { donationsApp, stripeTestConfig, WEBHOOK_SECRET } from '../../test/donations-kit.js';
import { signedWebhook, startFakeStripe, stripeEvent, type FakeStripe } from '../../test/fake-stripe.js';
import { sessionCookieFor } from '../../test/session-cookie.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

// An anonymous donor's name is for the nonprofit's admins only: every other reader (visitors, learners,
// instructors, Stripe, the logs) must never see it. A name no other text could contain makes that checkable.
const NAME = 'Zyxwa Quietdonor';
const EMAIL = 'zyxwa.quiet@example.org';

let db: TestDatabase;
let stripe: FakeStripe;
let app: Koa;
let log: CapturedLogger;
const config = () => stripeTestConfig(stripe);

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  ({ app, log } = donationsApp(db.knex, config()));
});
afterAll(async () => {
  await stripe.close();
  await db.destroy();
});

async function cookieOf(username: string, roles: { isAdmin?: boolean; isInstructor?: boolean } = {}) {
  const [row] = await db.knex('users').insert({ username, passwordHash: 'x', email: `${username}@example.org`, name: username, ...roles }).returning('id');
  return sessionCookieFor(db.knex, (row as { id: number }).id, config().sessionSecret!);
}

/** Every GET a visitor or a signed-in non-admin can make. */
const readablePaths = ['/api/site-config', '/api/success-stories', '/api/auth/me', '/api/users/progress', '/api/auth/sessions', '/api/auth/two-factor', '/remotes.json'];

describe('an anonymous donor', () => {
  let donationId: number;

  beforeAll(async () => {
    const res = await apiPost(app, '/api/create-payment-intent', { amount: 42, donorName: NAME, donorEmail: EMAIL, isAnonymous: true, message: 'For the classes' });
    expect(res.status).toBe(200);
    const intentId = (res.body as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
    const intent = stripe.update(intentId, { status: 'succeeded', amount_received: 4200 });
    const { payload, signature } = signedWebhook(stripeEvent('payment_intent.succeeded', intent), WEBHOOK_SECRET);
    expect((await request(app.callback()).post('/api/stripe/webhook').set('Stripe-Signature', signature).type('json').send(payload)).status).toBe(200);
    expect((await apiPost(app, '/api/donations', { stripePaymentIntentId: intentId })).body).toEqual({ status: 'succeeded', frequency: 'once' });
    donationId = (await db.knex('donations').where({ stripePaymentIntentId: intentId }).first()).id;
  });

  it('is named to no visitor, learner or instructor, in any answer they can read', async () => {
    const readers = [undefined, await cookieOf('learner1'), await cookieOf('teacher1', { isInstructor: true })];
    for (const cookie of readers) {
      for (const path of readablePaths) {
        const res = await apiGet(app, path, cookie);
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toContain('Zyxwa');
      }
      expect((await apiGet(app, '/api/admin/donations', cookie)).status).toBeGreaterThanOrEqual(401);
    }
  });

  it('is never sent to Stripe nor written to the logs', () => {
    expect(JSON.stringify(stripe.requests)).not.toContain('Zyxwa');
    expect(JSON.stringify(log.lines)).not.toMatch(/Zyxwa|zyxwa/);
  });

  it('is shown to admins, flagged anonymous, and greeted by name only in their own receipt', async () => {
    const res = await apiGet(app, '/api/admin/donations', await cookieOf('treasurer1', { isAdmin: true }));
    const donation = adminDonationPageSchema.parse(res.body).items.find((row) => row.id === donationId);
    expect(donation).toMatchObject({ donorName: NAME, isAnonymous: true, status: 'succeeded' });
    const mails = await db.knex('mail_outbox').whereLike('textBody', '%Zyxwa%').select('toAddress', 'kind');
    expect(mails).toEqual([{ toAddress: EMAIL, kind: 'donation-receipt' }]);
  });
});
