import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { MailMessage } from './mailer.js';

/** A mail to queue: what it is about (`kind`, for logs and the admin), and the message itself. */
export interface OutboxMail extends Omit<MailMessage, 'messageId'> {
  kind: string;
}

/**
 * Queues a mail in the caller's transaction: it exists exactly when the row it belongs to was committed,
 * and the outbox worker delivers it (retrying until the mail server takes it). Returns the outbox id.
 */
export async function enqueueMail(trx: Knex.Transaction, mail: OutboxMail): Promise<number> {
  const [row] = (await trx('mail_outbox')
    .insert({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      messageId: randomUUID(),
    })
    .returning('id')) as { id: number }[];
  return row!.id;
}

/** Sent mail keeps only its envelope (bodies are cleared on sending); after 30 days that goes too. */
export async function deleteOldSentMail(knex: Knex): Promise<number> {
  return knex('mail_outbox').where({ status: 'sent' }).andWhere('sentAt', '<', knex.raw("now() - interval '30 days'")).del();
}
