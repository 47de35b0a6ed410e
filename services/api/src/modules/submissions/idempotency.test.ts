import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;

const application = {
  fullName: 'Dee Lopez',
  email: 'dee@example.org',
  phone: '555-123-4567',
  releaseDate: 'June 2025',
  location: 'Tucson',
  assistanceType: 'housing',
  currentSituation: 'Shelter bed until the end of the month.',
};
const contact = { name: 'Ana Diaz', email: 'ana@example.org', subject: 'general', message: 'Just saying hello to the team.' };
const post = (path: string, body: object, key?: string, lang?: 'en' | 'es') =>
  apiPost(app, path, body, { headers: key === undefined ? {} : { 'Idempotency-Key': key }, lang });

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ STAFF_EMAIL: 'team@example.org' }) });
});
afterAll(() => db.destroy());

describe('Idempotency-Key on the form endpoints', () => {
  it('10 concurrent identical submissions with one key: 1 row, 1 set of mails, 10 identical answers', async () => {
    const key = '5d0c1c3e-8e7a-4a55-9c1e-6a0d3c2b1f00';
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/assistance-requests', application, key)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    expect(answers[0]!.body.reference).toMatch(/^[2-9A-Z]{8}$/);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await db.knex('assistance_requests').where({ email: 'dee@example.org' })).toHaveLength(1);
    expect(await db.knex('mail_outbox').where({ kind: 'assistance-confirmation' })).toHaveLength(1);
    expect(await db.knex('mail_outbox').where({ kind: 'assistance-staff' })).toHaveLength(1);
  });

  it('replays the first answer to a later retry, in any key order, without counting it against the rate limit', async () => {
    const key = 'retry-after-timeout';
    const first = await post('/api/contact', contact, key);
    const reordered = { message: contact.message, subject: contact.subject, email: contact.email, name: contact.name };
    const retry = await post('/api/contact', reordered, key);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await db.knex('contact_messages').where({ message: contact.message })).toHaveLength(1);
    const counted = await db.knex('rate_limits').where('key', 'like', 'formPerEmail:contact|ana@example.org').first('count');
    expect(counted.count).toBe(1);
  });

  it('answers 422 when the same key comes with a different body, and stores nothing more', async () => {
    const key = 'one-key-two-bodies';
    expect((await post('/api/contact', contact, key)).status).toBe(201);
    const changed = await post('/api/contact', { ...contact, message: 'A different message this time.' }, key, 'es');
    expectSafeEnvelope(changed, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(changed.body.error.message).toBe('Esta solicitud ya se envió con otros datos. Por favor, vuelva a cargar la página e inténtelo de nuevo.');
    expect(await db.knex('contact_messages').where({ message: 'A different message this time.' })).toEqual([]);
    // The same values in another language are another request too (the mails would differ).
    expectSafeEnvelope(await post('/api/contact', contact, key, 'es'), 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps keys apart per endpoint, and without a key every submission counts', async () => {
    const shared = 'same-key-elsewhere';
    expect((await post('/api/contact', { ...contact, message: 'Scoped message number one.' }, shared)).status).toBe(201);
    expect((await post('/api/assistance-requests', { ...application, email: 'scope@example.org' }, shared)).status).toBe(201);
    await post('/api/contact', { ...contact, message: 'No key, sent twice on purpose.' });
    await post('/api/contact', { ...contact, message: 'No key, sent twice on purpose.' });
    expect(await db.knex('contact_messages').where({ message: 'No key, sent twice on purpose.' })).toHaveLength(2);
  });

  it('refuses a malformed key with 400 rather than ignoring it', async () => {
    for (const key of ['x'.repeat(201), 'has space', 'ünïcode', '<script>']) {
      const res = await post('/api/contact', contact, key);
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    }
  });

  it('does not keep the key of a submission that failed, so a corrected retry with it works', async () => {
    const key = 'fix-and-retry';
    expectSafeEnvelope(await post('/api/contact', { ...contact, message: 'short' }, key), 400, 'VALIDATION_FAILED');
    expect((await post('/api/contact', { ...contact, message: 'Now long enough to send.' }, key)).status).toBe(201);
  });
});
