import type { Knex } from 'knex';
import type { Logger } from '../../logger.js';
import type { Mailer } from './mailer.js';

export interface OutboxWorkerOptions {
  /** Pause between looks at the table when it had nothing due. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claim lasts; a worker that dies mid-send leaves the row due again after this. */
  leaseSeconds?: number;
  /** Attempts before a mail is marked failed (with the default delays, about two days). */
  maxAttempts?: number;
  baseDelaySeconds?: number;
  maxDelaySeconds?: number;
  /** The domain in Message-IDs (default: MAIL_FROM's). */
  messageIdDomain?: string;
}

export interface OutboxWorker {
  /** Starts polling in the background. */
  start(): void;
  /** Stops polling, lets the mail being sent finish, hands back claimed mail not yet sent. */
  stop(): Promise<void>;
  /** Claims and sends one batch of due mail now; answers how many were claimed (tests, and the poll loop). */
  deliverDue(): Promise<number>;
}

interface ClaimedMail {
  id: number;
  kind: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  messageId: string;
  attempts: number;
}

const DEFAULTS = { pollMs: 1000, batchSize: 10, leaseSeconds: 120, maxAttempts: 20, baseDelaySeconds: 30, maxDelaySeconds: 3600 };

/** The domain of an address like `Team <team@example.org>`. */
export function mailDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** A recipient the server refused for good (5xx on the envelope): retrying cannot help. */
function isPermanent(err: unknown): boolean {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * Delivers `mail_outbox` rows. Rows are claimed with `FOR UPDATE SKIP LOCKED` in one short statement that
 * also pushes `next_attempt_at` one lease ahead, so replicas never take the same row, and a row whose worker
 * died is taken again once the lease is over. The send itself runs outside any transaction; `attempts`
 * fences the follow-up update, so a worker whose lease ran out cannot overwrite a newer claim.
 */
export function createOutboxWorker(knex: Knex, mailer: Mailer, logger: Logger, options: OutboxWorkerOptions = {}): OutboxWorker {
  const o = { ...DEFAULTS, ...options };
  const domain = options.messageIdDomain ?? 'localhost';
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;

  async function claim(): Promise<ClaimedMail[]> {
    const result = await knex.raw(
      `update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ?)
       where id in (
         select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
         order by next_attempt_at, id limit ? for update skip locked)
       returning id, kind, to_address as "toAddress", reply_to as "replyTo", subject, text_body as "textBody",
         html_body as "htmlBody", message_id as "messageId", attempts`,
      [o.leaseSeconds, o.batchSize],
    );
    return (result as { rows: ClaimedMail[] }).rows.sort((a, b) => a.id - b.id);
  }

  const mine = (mail: ClaimedMail) => knex('mail_outbox').where({ id: mail.id, attempts: mail.attempts });

  async function failed(mail: ClaimedMail, err: unknown): Promise<void> {
    const giveUp = isPermanent(err) || mail.attempts >= o.maxAttempts;
    const delay = Math.min(o.baseDelaySeconds * 2 ** (mail.attempts - 1), o.maxDelaySeconds);
    const lastError = String((err as Error)?.message ?? err).slice(0, 500);
    await mine(mail).update({
      status: giveUp ? 'failed' : 'pending',
      lastError,
      nextAttemptAt: knex.raw('now() + make_interval(secs => ?)', [delay]),
    });
    const log = { outboxId: mail.id, kind: mail.kind, attempts: mail.attempts, error: lastError };
    if (giveUp) logger.error(log, 'mail could not be delivered; gave up');
    else logger.warn({ ...log, retryInSeconds: delay }, 'mail delivery failed; will retry');
  }

  async function send(mail: ClaimedMail): Promise<void> {
    // A slow mail server can make a batch outlast its lease: renew this mail's lease just before sending,
    // and skip it if another worker has claimed it since (the attempts fence no longer matches).
    const renewed = await mine(mail).update({ nextAttemptAt: knex.raw('now() + make_interval(secs => ?)', [o.leaseSeconds]) });
    if (renewed === 0) return;
    try {
      await mailer.send({
        to: mail.toAddress,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        messageId: `<${mail.messageId}@${domain}>`,
      });
    } catch (err) {
      await failed(mail, err);
      return;
    }
    await mine(mail).update({ status: 'sent', sentAt: knex.fn.now(), textBody: null, htmlBody: null, lastError: null });
  }

  async function deliverDue(): Promise<number> {
    const batch = await claim();
    for (const [index, mail] of batch.entries()) {
      if (stopping) {
        // Shutting down: give the rest back at once instead of waiting for their lease to end.
        const unsent = batch.slice(index).map((m) => m.id);
        await knex('mail_outbox').whereIn('id', unsent).update({ nextAttemptAt: knex.fn.now(), attempts: knex.raw('attempts - 1') });
        break;
      }
      await send(mail);
    }
    return batch.length;
  }

  async function poll(): Promise<void> {
    try {
      while (!stopping && (await deliverDue()) === o.batchSize);
    } catch (err) {
      logger.warn({ err }, 'mail outbox check failed; will try again');
    }
    if (!stopping) timer = setTimeout(() => (loop = poll()), o.pollMs).unref();
  }

  return {
    start() {
      stopping = false;
      loop = poll();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await loop;
    },
    deliverDue,
  };
}
