import { createLogger } from '../../logger.js';
import { messageIdOf, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createMailer, type Mailer } from './mailer.js';
import { enqueueMail, type OutboxMail } from './outbox.service.js';
import { createOutboxWorker, mailDomain, type OutboxWorkerOptions } from './outbox.worker.js';

const logger = createLogger('silent');
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterEach(() => db.knex('mail_outbox').del());
afterAll(() => db.destroy());

const mail = (to: string): OutboxMail => ({ kind: 'test', to, subject: `Hello ${to}`, text: 'Plain words.', html: '<p>Plain words.</p>' });
const queue = (...to: string[]) =>
  db.knex.transaction(async (trx) => {
    for (const address of to) await enqueueMail(trx, mail(address));
  });
const smtpMailer = (port: number): Mailer => createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Team <team@example.org>', dataDir: '/nonexistent' }, logger);
const worker = (mailer: Mailer, options: OutboxWorkerOptions = {}) => createOutboxWorker(db.knex, mailer, logger, { messageIdDomain: 'example.org', ...options });
const rows = () => db.knex('mail_outbox').orderBy('id');
/** Makes every pending mail due now, as if its retry delay or lease had passed. */
const timePasses = () => db.knex('mail_outbox').where({ status: 'pending' }).update({ nextAttemptAt: new Date(Date.now() - 1000) });
const recipients = (sink: SmtpSink) => sink.messages.map((raw) => /^To: (.*)$/m.exec(raw)?.[1]).sort();

describe('the mail outbox', () => {
  it('exists only when the transaction that queued it commits', async () => {
    await expect(
      db.knex.transaction(async (trx) => {
        await enqueueMail(trx, mail('lost@example.org'));
        throw new Error('the request failed after queueing');
      }),
    ).rejects.toThrow('the request failed');
    await queue('kept@example.org');
    expect((await rows()).map((row) => [row.toAddress, row.status, row.attempts])).toEqual([['kept@example.org', 'pending', 0]]);
  });

  it('delivers over SMTP with a stable Message-ID, marks it sent and clears the body', async () => {
    const sink = await startSmtpSink();
    try {
      await queue('ana@example.org');
      expect(await worker(smtpMailer(sink.port)).deliverDue()).toBe(1);
      expect(sink.messages).toHaveLength(1);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'sent', attempts: 1, textBody: null, htmlBody: null, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(messageIdOf(sink.messages[0]!)).toBe(`<${row.messageId}@example.org>`);
      expect(await worker(smtpMailer(sink.port)).deliverDue()).toBe(0);
    } finally {
      await sink.close();
    }
  });

  it('with the mail server down, keeps the mail and retries with growing delays; it goes out once when the server is back', async () => {
    const sink = await startSmtpSink();
    const port = sink.port;
    await sink.close();
    await queue('ben@example.org');
    const mailer = smtpMailer(port);
    const retrying = worker(mailer, { baseDelaySeconds: 30 });

    expect(await retrying.deliverDue()).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    const firstDelay = (new Date(row.nextAttemptAt).getTime() - Date.now()) / 1000;
    expect(firstDelay).toBeGreaterThan(25);
    expect(firstDelay).toBeLessThanOrEqual(31);
    // Not due yet: nothing is claimed before its time.
    expect(await retrying.deliverDue()).toBe(0);

    await timePasses();
    expect(await retrying.deliverDue()).toBe(1);
    [row] = await rows();
    expect(row.attempts).toBe(2);
    const secondDelay = (new Date(row.nextAttemptAt).getTime() - Date.now()) / 1000;
    expect(secondDelay).toBeGreaterThan(55);

    const back = await startSmtpSink(port);
    try {
      await timePasses();
      expect(await retrying.deliverDue()).toBe(1);
      await timePasses();
      expect(await retrying.deliverDue()).toBe(0);
      expect(recipients(back)).toEqual(['ben@example.org']);
      expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 3 });
    } finally {
      await back.close();
    }
  });

  it('loses nothing when a worker dies after claiming: once the lease is over another worker sends it, once', async () => {
    const sink = await startSmtpSink();
    try {
      await queue('cai@example.org');
      // This worker's process "dies" mid-send: the send never returns and nothing is marked.
      const dead = worker({ delivery: 'smtp', send: () => new Promise(() => {}) }, { leaseSeconds: 1 });
      void dead.deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const survivor = worker(smtpMailer(sink.port));
      expect(await survivor.deliverDue()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await survivor.deliverDue()).toBe(1);
      expect(await survivor.deliverDue()).toBe(0);
      expect(recipients(sink)).toEqual(['cai@example.org']);
      expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await sink.close();
    }
  });

  it('resends a mail the server took just before a crash as the same message (same Message-ID)', async () => {
    const sink = await startSmtpSink();
    try {
      await queue('dee@example.org');
      const real = smtpMailer(sink.port);
      // Delivered, then the process "dies" before the row is marked sent.
      const crashing: Mailer = { delivery: 'smtp', send: async (message) => { await real.send(message); throw new Error('killed'); } };
      await worker(crashing).deliverDue();
      await timePasses();
      await worker(real).deliverDue();
      expect(sink.messages).toHaveLength(2);
      expect(messageIdOf(sink.messages[0]!)).toBe(messageIdOf(sink.messages[1]!));
    } finally {
      await sink.close();
    }
  });

  it('never gives one mail to two workers running at once (FOR UPDATE SKIP LOCKED)', async () => {
    const sink = await startSmtpSink();
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `p${i}@example.org`);
      await queue(...addresses);
      const slow = smtpMailer(sink.port);
      const workers = Array.from({ length: 4 }, () => worker(slow, { batchSize: 3 }));
      const drain = async (w: ReturnType<typeof worker>) => {
        while ((await w.deliverDue()) > 0);
      };
      await Promise.all(workers.map(drain));
      expect(recipients(sink)).toEqual([...addresses].sort());
      expect(new Set((await rows()).map((row) => row.status))).toEqual(new Set(['sent']));
    } finally {
      await sink.close();
    }
  });

  it('gives up on a recipient the server refuses for good, and after the last attempt', async () => {
    await queue('refused@example.org', 'flaky@example.org');
    const refusing: Mailer = {
      delivery: 'smtp',
      send: async (message) => {
        const err = Object.assign(new Error(message.to.startsWith('refused') ? 'Recipient rejected' : 'timeout'), {
          code: message.to.startsWith('refused') ? 'EENVELOPE' : 'ETIMEDOUT',
          responseCode: message.to.startsWith('refused') ? 550 : undefined,
        });
        throw err;
      },
    };
    await worker(refusing, { maxAttempts: 2 }).deliverDue();
    expect((await rows()).map((row) => [row.toAddress, row.status])).toEqual([
      ['refused@example.org', 'failed'],
      ['flaky@example.org', 'pending'],
    ]);
    await timePasses();
    await worker(refusing, { maxAttempts: 2 }).deliverDue();
    expect((await rows()).map((row) => row.status)).toEqual(['failed', 'failed']);
  });

  it('on stop, finishes the mail being sent and hands the rest of its batch back at once', async () => {
    await queue('e1@example.org', 'e2@example.org', 'e3@example.org');
    let release: () => void = () => {};
    const sent: string[] = [];
    const gated: Mailer = {
      delivery: 'smtp',
      send: async (message) => {
        await new Promise<void>((resolve) => (release = resolve));
        sent.push(message.to);
      },
    };
    const w = worker(gated, { pollMs: 10_000 });
    w.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = w.stop();
    release();
    await stopped;
    expect(sent).toEqual(['e1@example.org']);
    const left = await db.knex('mail_outbox').where({ status: 'pending' }).orderBy('id');
    expect(left.map((row) => [row.toAddress, row.attempts])).toEqual([
      ['e2@example.org', 0],
      ['e3@example.org', 0],
    ]);
    expect(left.every((row) => new Date(row.nextAttemptAt).getTime() <= Date.now())).toBe(true);
  });

  it('reads the Message-ID domain from MAIL_FROM', () => {
    expect(mailDomain('Reentry Financial Literacy <no-reply@reentry.example.org>')).toBe('reentry.example.org');
    expect(mailDomain('plain@example.net')).toBe('example.net');
    expect(mailDomain('nobody')).toBe('localhost');
  });
});
