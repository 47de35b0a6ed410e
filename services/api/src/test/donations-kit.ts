import type { Knex } from 'knex';
import { RECEIPT_KIND } from '../modules/donations/donation-receipt.js';
import type Koa from 'koa';
import { createApp } from '../app.js';
import type { Config } from '../config.js';
import { apiPost } from './api-client.js';
import { captureLogger, type CapturedLogger } from './capture-logger.js';
import type { FakeStripe } from './fake-stripe.js';
import { testConfig } from './test-app.js';

export const WEBHOOK_SECRET = 'whsec_testsecret0123456789';

/** Test configuration with Stripe test keys pointed at the fake Stripe API. */
export function stripeTestConfig(stripe: Pick<FakeStripe, 'url'>, overrides: Record<string, string> = {}): Config {
  return testConfig({
    STRIPE_SECRET_KEY: 'sk_test_fakesecret',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fakepublishable',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    ORG_LEGAL_NAME: 'Reentry Financial Literacy, Inc.',
    ORG_TAX_ID: '12-3456789',
    ORG_ADDRESS: '1 Main St, Springfield, IL 62701',
    ...overrides,
  });
}

/** The app with a logger whose lines the test can read (e.g. to count receipts). */
export function donationsApp(knex: Knex, config: Config): { app: Koa; log: CapturedLogger } {
  const log = captureLogger();
  return { app: createApp({ config, knex, logger: log.logger }), log };
}

export const donor = { donorName: 'Maria Lopez', donorEmail: 'Maria@Example.org' };

/** Starts a donation; returns the PaymentIntent id the fake Stripe created and the response. */
export async function startDonation(app: Koa, amount: unknown = 25, options: { lang?: 'en' | 'es'; cookie?: string } = {}) {
  const res = await apiPost(app, '/api/create-payment-intent', { amount, ...donor }, options);
  const clientSecret = (res.body as { clientSecret?: string }).clientSecret;
  return { res, intentId: clientSecret?.split('_secret_')[0] };
}

/** The receipts queued in the mail outbox for one donation (its number ends the text). */
export function receiptsFor(knex: Knex, donationId: number): Promise<{ toAddress: string; subject: string; textBody: string; htmlBody: string }[]> {
  return knex('mail_outbox').where({ kind: RECEIPT_KIND }).andWhereLike('textBody', `%: ${donationId}\n`).select('toAddress', 'subject', 'textBody', 'htmlBody');
}
