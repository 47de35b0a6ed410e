import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
const contact = (email: string, message = 'Hello there, this is a message.') => ({ name: 'Ana', email, subject: 'general', message });
const story = { name: 'Sam', story: 'A story that is long enough to keep.', consentToPublish: true };

beforeAll(async () => {
  db = await createTestDatabase();
  const config = testConfig({ STAFF_EMAIL: 'team@example.org', TRUST_PROXY: '1' });
  config.rateLimits = { ...config.rateLimits, formPerIp: { max: 4, windowSeconds: 3600 }, formPerEmail: { max: 2, windowSeconds: 3600 } };
  app = testApp(db.knex, { config });
});
afterAll(() => db.destroy());

describe('rate limits on the public forms', () => {
  it('answers 429 with Retry-After after too many messages from one email, before storing or mailing anything', async () => {
    expect((await apiPost(app, '/api/contact', contact('flood@example.org'))).status).toBe(201);
    expect((await apiPost(app, '/api/contact', contact('FLOOD@example.org'))).status).toBe(201);
    const blocked = await apiPost(app, '/api/contact', contact('flood@example.org', 'The third message in an hour.'), { lang: 'es' });
    expectSafeEnvelope(blocked, 429, 'RATE_LIMITED');
    expect(blocked.body.error.message).toBe('Demasiados intentos. Por favor, espere unos minutos e inténtelo de nuevo.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await db.knex('contact_messages').where({ message: 'The third message in an hour.' })).toEqual([]);
    expect(await db.knex('mail_outbox').where({ toAddress: 'flood@example.org' })).toHaveLength(1);
  });

  it('limits one address per form, not across forms', async () => {
    // Two contact messages were stored from this address above (the refused third spent nothing); the
    // first two stories still go through.
    expect((await apiPost(app, '/api/success-stories', story)).status).toBe(201);
    expect((await apiPost(app, '/api/success-stories', story)).status).toBe(201);
    expect((await apiPost(app, '/api/contact', contact('other@example.org'))).status).toBe(201);
    expect((await apiPost(app, '/api/contact', contact('third@example.org'))).status).toBe(201);
    expectSafeEnvelope(await apiPost(app, '/api/contact', contact('fourth@example.org')), 429, 'RATE_LIMITED');
  });

  it('counts the client address from the one trusted proxy hop, not from a header the client adds', async () => {
    // The load balancer appends the real address last; a client-supplied first entry is not trusted.
    const spoofed = (fake: string) =>
      apiPost(app, '/api/success-stories', story, { headers: { 'X-Forwarded-For': `${fake}, 203.0.113.7` } });
    for (let i = 0; i < 4; i += 1) expect((await spoofed(`10.0.0.${i}`)).status).toBe(201);
    expectSafeEnvelope(await spoofed('10.0.0.99'), 429, 'RATE_LIMITED');
  });
});
