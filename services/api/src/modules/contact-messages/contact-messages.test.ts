import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
const message = { name: 'Ana Díaz', email: 'ana@example.org', subject: 'volunteer', message: 'I would like to help on weekends.\nI speak Spanish.' };

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ STAFF_EMAIL: 'team@example.org' }) });
});
afterAll(() => db.destroy());

describe('POST /api/contact', () => {
  it('stores the message as typed, tells staff and confirms to the sender', async () => {
    const res = await apiPost(app, '/api/contact', message, { lang: 'es' });
    expect(res.status).toBe(201);
    expect(await db.knex('contact_messages').first('name', 'email', 'subject', 'message', 'locale')).toEqual({ ...message, locale: 'es' });
    const mails = await db.knex('mail_outbox').orderBy('id');
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.replyTo])).toEqual([
      ['contact-staff', 'team@example.org', 'ana@example.org'],
      ['contact-confirmation', 'ana@example.org', null],
    ]);
    expect(mails[0].textBody).toContain('I would like to help on weekends.\nI speak Spanish.');
    expect(mails[1].subject).toBe('Recibimos su mensaje');
    expect(mails[1].textBody).not.toContain('weekends');
    // Signed with the site's name in Spanish (issue 39: it was the English name), as long as the
    // organisation has no public name of its own.
    expect(mails[1].textBody.trim().split('\n').at(-1)).toBe('Educación Financiera para la Reinserción');
  });

  it('answers the spec messages for a bad message', async () => {
    const res = await apiPost(app, '/api/contact', { ...message, subject: 'complaint', message: 'Too short' });
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({ subject: 'Please select a subject', message: 'Message should be at least 10 characters' });
  });
});
