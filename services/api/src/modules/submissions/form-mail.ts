import type { Knex } from 'knex';
import { composeMail, type MailContent } from '../mail/compose.js';
import { enqueueMail } from '../mail/outbox.service.js';

/** What the form services need to write their mails. */
export interface FormMailSettings {
  /** STAFF_EMAIL; empty: staff are not notified (the API said so at start). */
  staffEmails: string[];
  /** Links in mails always use the public address, never the request's Host header. */
  publicUrl: string;
}

export const SIGNATURE = 'Reentry Financial Literacy';

/** A visitor's text in a subject line: one line, not too long. */
export function subjectText(value: string, max = 80): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function adminLink(settings: FormMailSettings, tab: string): string {
  const url = new URL('/admin', settings.publicUrl);
  url.searchParams.set('tab', tab);
  return url.toString();
}

/** Queues one English mail to every staff address, in the caller's transaction. */
export async function notifyStaff(trx: Knex.Transaction, settings: FormMailSettings, mail: Omit<MailContent, 'to' | 'locale'>): Promise<void> {
  if (settings.staffEmails.length === 0) return;
  await enqueueMail(trx, composeMail({ ...mail, to: settings.staffEmails.join(', '), locale: 'en' }));
}

/** Queues the sender's confirmation, in their language. It never repeats what they typed (no spam relay). */
export async function confirmToSender(trx: Knex.Transaction, mail: MailContent): Promise<void> {
  await enqueueMail(trx, composeMail(mail));
}
