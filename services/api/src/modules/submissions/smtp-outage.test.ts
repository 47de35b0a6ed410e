import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { deliverQueuedMail } from '../../test/deliver-mail.js';
import { assistanceBody, contactBody } from '../../test/duplicates-kit.js';
import { messageIdOf, startSmtpSink } from '../../test/smtp-sink.js';
import { recordFaultLine } from '../../test/faults/fault-check.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { createLogger } from '../../logger.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { createOutboxWorker } from '../mail/outbox.worker.js';

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

describe('a slow mail server (it accepts mail only 30 s after it starts)', () => {
  const ACCEPT_DELAY_MS = 30_000;

  it('forms answer 201 at their normal speed; each mail goes out once, with its one Message-ID, in the right language', async () => {
    const sink = await startSmtpSink(0, { acceptDelayMs: ACCEPT_DELAY_MS });
    const config = testConfig({ STAFF_EMAIL: 'team@example.org', SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Team <team@example.org>' });
    const slowMailer = createMailer(config, createLogger('silent'));
    const slowApp = testApp(db.knex, { config, mailer: slowMailer });
    // The server's own background worker, polling as it does in production.
    const worker = createOutboxWorker(db.knex, slowMailer, createLogger('silent'), { pollMs: 200, messageIdDomain: 'example.org' });
    await db.knex('mail_outbox').del();
    worker.start();
    try {
      const timings: number[] = [];
      const submit = async (path: string, body: object, lang: 'en' | 'es', key: string) => {
        const started = performance.now();
        const res = await apiPost(slowApp, path, body, { lang, headers: { 'Idempotency-Key': key } });
        timings.push(performance.now() - started);
        return res.status;
      };
      expect(await submit('/api/contact', contactBody('slow-es'), 'es', 'slow-contact')).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Sent while the worker is stuck waiting on the mail server: still answered at once.
      expect(await submit('/api/assistance-requests', assistanceBody('slow-en'), 'en', 'slow-assistance')).toBe(201);
      expect(await submit('/api/contact', contactBody('slow-es'), 'es', 'slow-contact')).toBe(201);
      expect(Math.max(...timings)).toBeLessThan(1500);

      const deadline = Date.now() + 50_000;
      while (Date.now() < deadline && (await db.knex('mail_outbox').whereNot({ status: 'sent' })).length > 0) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const outbox = await db.knex('mail_outbox').orderBy('id');
      expect(outbox.map((mail) => [mail.kind, mail.status, mail.attempts])).toEqual([
        ['contact-staff', 'sent', 1],
        ['contact-confirmation', 'sent', 1],
        ['assistance-staff', 'sent', 1],
        ['assistance-confirmation', 'sent', 1],
      ]);
      // Exactly once: one copy per mail, each carrying the Message-ID its outbox row was given.
      expect(sink.messages.map(messageIdOf).sort()).toEqual(outbox.map((mail) => `<${mail.messageId}@example.org>`).sort());
      const confirmationTo = (address: string) => sink.messages.find((raw) => new RegExp(`^To: ${address}`, 'm').test(raw)) ?? '';
      expect(confirmationTo('slow-es@example.org')).toMatch(/^Subject: Recibimos su mensaje/m);
      expect(confirmationTo('slow-en@example.org')).toMatch(/^Subject: We received your application/m);
      recordFaultLine(
        `FAULT | smtp stalled 30 s | sent 3 | 2xx 3 | other none | 2xx rows missing 0 | mails ${outbox.length}, copies ${sink.messages.length} | slowest ${Math.round(Math.max(...timings))} ms | recovery ${ACCEPT_DELAY_MS / 1000} s`,
      );
    } finally {
      await worker.stop();
      await sink.close();
    }
  }, 58_000);
});
