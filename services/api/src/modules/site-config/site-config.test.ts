import { emptyOrganisation } from '@reentry/contracts/organisation';
import { siteConfigSchema } from '@reentry/contracts/site-config';
import { apiGet } from '../../test/api-client.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { TEST_ORIGIN, testApp, testConfig } from '../../test/test-app.js';
import { getSiteConfig } from './site-config.service.js';

// Each case starts from a new database: the organisation's details are seeded from that case's environment.
let db: TestDatabase;
beforeEach(async () => {
  db = await createTestDatabase();
});
afterEach(() => db.destroy());

describe('GET /api/site-config', () => {
  it('answers nulls and no social links when nothing is configured, with a short public cache', async () => {
    const res = await apiGet(testApp(db.knex), '/api/site-config');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(siteConfigSchema.strict().parse(res.body)).toEqual({
      token: { network: null, contractAddress: null, buyUrl: null },
      donations: { stripePublishableKey: null, minAmountCents: 100, maxAmountCents: 1_000_000 },
      organisation: { publicName: '', legalName: '', taxId: '', address: '', phone: '', email: '', officeHours: { en: '', es: '' }, offlineGiving: { en: '', es: '' } },
      social: [],
      timeZone: 'America/New_York',
      publicUrl: TEST_ORIGIN,
    });
  });

  it('publishes what is configured, and never the secret Stripe keys', async () => {
    const config = testConfig({
      TOKEN_NETWORK: 'Base',
      TOKEN_CONTRACT_ADDRESS: '0x' + '1234567890'.repeat(4),
      TOKEN_BUY_URL: 'https://exchange.example/swap?token=abc',
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/example',
      SOCIAL_INSTAGRAM_URL: 'https://instagram.com/example',
      SITE_TIME_ZONE: 'America/Los_Angeles',
      DONATION_MAX_DOLLARS: '500',
      STRIPE_SECRET_KEY: 'sk_test_secretvalue',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_publicvalue',
      STRIPE_WEBHOOK_SECRET: 'whsec_signingsecret',
      ORG_LEGAL_NAME: 'Reentry Finance Inc.',
      ORG_TAX_ID: '12-3456789',
      PUBLIC_URL: 'https://learn.example.org',
      TRUST_PROXY: '1',
    });
    const res = await apiGet(testApp(db.knex, { config }), '/api/site-config');
    expect(siteConfigSchema.parse(res.body)).toEqual({
      token: { network: 'Base', contractAddress: '0x' + '1234567890'.repeat(4), buyUrl: 'https://exchange.example/swap?token=abc' },
      donations: { stripePublishableKey: 'pk_test_publicvalue', minAmountCents: 100, maxAmountCents: 50_000 },
      organisation: expect.objectContaining({ legalName: 'Reentry Finance Inc.', taxId: '12-3456789', phone: '' }),
      social: [
        { network: 'instagram', url: 'https://instagram.com/example' },
        { network: 'linkedin', url: 'https://www.linkedin.com/company/example' },
      ],
      timeZone: 'America/Los_Angeles',
      publicUrl: 'https://learn.example.org',
    });
    expect(res.text).not.toMatch(/sk_test|whsec_/);
  });

  it('gives the renderer the same object in-process', () => {
    const config = testConfig({ TOKEN_NETWORK: 'Base' });
    expect(getSiteConfig(config, emptyOrganisation).token.network).toBe('Base');
  });
});
