import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { deliverQueuedMail } from '../../test/deliver-mail.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { createLogger } from '../../logger.js';
import { createMailer, type Mailer } from '../mail/mailer.js';

let db: TestDatabase;
let app: Koa;
let mailer: Mailer;
let port: number;

const request = {
  facilityName: 'Westside Reentry Center',
  facilityType: 'reentry',
  contactName: 'Kim Lee',
  contactPosition: 'Case manager',
  contactEmail: 'kim@westside.example.org',
  contactPhone: '503 555 0199',
  facilityAddress: '4 Oak St, Portland',
  participantCount: 12,
  preferredDate: 'June 3',
};

beforeAll(async () => {
  db = await createTestDatabase();
  // Find a free port for the mail server, then leave it closed: the mail server is down.
  const probe = await startSmtpSink();
  port = probe.port;
  await probe.close();
  const config = testConfig({ STAFF_EMAIL: 'team@example.org', SMTP_URL: `smtp://127.0.0.1:${port}` });
  mailer = createMailer(config, createLogger('silent'));
  app = testApp(db.knex, { config, mailer });
});
afterAll(() => db.destroy());

describe('a mail server outage', () => {
  it('still answers 201, and each mail goes out exactly once when the server is back', async () => {
    const res = await apiPost(app, '/api/facility-requests', request, { headers: { 'Idempotency-Key': 'outage-1' } });
    expect(res.status).toBe(201);
    expect(await db.knex('facility_requests').where({ contactEmail: 'kim@westside.example.org' })).toHaveLength(1);

    await deliverQueuedMail(db.knex, mailer);
    const failing = await db.knex('mail_outbox').orderBy('id');
    expect(failing.map((mail) => [mail.kind, mail.status, mail.attempts])).toEqual([
      ['facility-request-staff', 'pending', 1],
      ['facility-request-confirmation', 'pending', 1],
    ]);

    // A retry of the same submission during the outage queues nothing new.
    expect((await apiPost(app, '/api/facility-requests', request, { headers: { 'Idempotency-Key': 'outage-1' } })).status).toBe(201);
    expect(await db.knex('mail_outbox')).toHaveLength(2);

    const sink = await startSmtpSink(port);
    try {
      await db.knex('mail_outbox').update({ nextAttemptAt: new Date(Date.now() - 1000) });
      await deliverQueuedMail(db.knex, mailer);
      await db.knex('mail_outbox').update({ nextAttemptAt: new Date(Date.now() - 1000) });
      await deliverQueuedMail(db.knex, mailer);
      expect(sink.messages.map((raw) => /^To: (.*)$/m.exec(raw)?.[1]).sort()).toEqual(['kim@westside.example.org', 'team@example.org']);
      expect((await db.knex('mail_outbox')).map((mail) => mail.status)).toEqual(['sent', 'sent']);
    } finally {
      await sink.close();
    }
  });
});
