import type { APIRequestContext } from '@playwright/test';
import Stripe from 'stripe';
import { expect } from './test';
import { demoPassword } from './accounts';
import { startFakeStripeApi, type FakeIntent, type FakeStripeApi } from './fake-stripe-api';
import { startSite, type SiteProcess } from './site-process';

// A second site with Stripe test keys whose Stripe API is a loopback fake (the browser gets a fake
// Stripe.js: fake-stripe-js.ts). One per spec file, started in beforeAll.
const KEYS = { secretKey: 'sk_test_e2esecret', publishableKey: 'pk_test_e2epublishable' };
const WEBHOOK_SECRET = 'whsec_e2ewebhooksecret';

export interface DonateSite {
  stripeApi: FakeStripeApi;
  site: SiteProcess;
  stop(): Promise<void>;
}

/** `basePort` (0: any free ports) fixes the two ports: the fake Stripe API on it, the site on the next. */
export async function startDonateSite(basePort = 0): Promise<DonateSite> {
  const stripeApi = await startFakeStripeApi({ port: basePort, ...KEYS });
  const site = await startSite(
    {
      STRIPE_SECRET_KEY: KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeApi.url,
      ORG_LEGAL_NAME: 'Reentry Financial Literacy, Inc.',
      ORG_TAX_ID: '12-3456789',
      ORG_ADDRESS: '1 Main St, Springfield, IL 62701',
      DEMO_PASSWORD: demoPassword(),
      RATE_LIMIT_FACTOR: '100',
    },
    { port: basePort && basePort + 1 },
  ).catch(async (err: unknown) => {
    await stripeApi.close();
    throw err;
  });
  return {
    stripeApi,
    site,
    async stop() {
      await site.stop();
      await stripeApi.close();
    },
  };
}

export interface AdminDonationRow {
  id: number;
  stripePaymentIntentId: string | null;
  status: string;
  donorName: string;
  isAnonymous: boolean;
  amount: number;
}

type Playwright = { request: { newContext(options: object): Promise<APIRequestContext> } };

/** The admin's view of donations on a Stripe site, through the API. */
export async function adminDonations(playwright: Playwright, siteUrl: string) {
  const admin = await playwright.request.newContext({ baseURL: siteUrl, extraHTTPHeaders: { 'X-Requested-With': 'fetch' } });
  expect((await admin.post('/api/auth/login', { data: { username: 'admin', password: demoPassword() } })).status()).toBe(200);
  const list = async () => ((await (await admin.get('/api/admin/donations?limit=100')).json()) as { items: AdminDonationRow[] }).items;
  return {
    async statusOf(intentId: string) {
      return (await list()).find((donation) => donation.stripePaymentIntentId === intentId);
    },
    /** Every donation given under this donor name. */
    async rowsOf(donorName: string) {
      return (await list()).filter((donation) => donation.donorName === donorName);
    },
    dispose: () => admin.dispose(),
  };
}

/** Delivers a Stripe event as Stripe does: the raw JSON, signed with the endpoint's secret. */
export async function deliverWebhook(request: APIRequestContext, siteUrl: string, type: string, object: FakeIntent | object, eventId = `evt_e2e${Date.now().toString(36)}`) {
  const payload = JSON.stringify({ id: eventId, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return request.post(`${siteUrl}/api/stripe/webhook`, { headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' }, data: payload });
}
