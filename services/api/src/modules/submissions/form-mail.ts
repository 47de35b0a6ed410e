import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import type { OrganisationDetails } from '@reentry/contracts/organisation';
import { composeMail, type MailContent } from '../mail/compose.js';
import { enqueueMail } from '../mail/outbox.service.js';
import type { OrganisationStore } from '../organisation/organisation.service.js';
import { mailSignature } from '../mail/signature.js';

/** What the form services need to write their mails. */
export interface FormMailSettings {
  /** STAFF_EMAIL; empty: staff are not notified (the API said so at start). */
  staffEmails: string[];
  /** Links in mails always use the public address, never the request's Host header. */
  publicUrl: string;
  /** The confirmations say how to reach the organisation, and sign with its name. */
  organisation: Pick<OrganisationStore, 'details'>;
}

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

const reachUs = {
  en: { heading: 'How to reach us:', phone: 'Phone', email: 'Email', address: 'Mail', hours: 'Office hours' },
  es: { heading: 'Cómo comunicarse con nosotros:', phone: 'Teléfono', email: 'Correo electrónico', address: 'Correo postal', hours: 'Horario de atención' },
} satisfies Record<Locale, unknown>;

/** The organisation's phone, email, address and office hours in the reader's language ('' when none is set). */
export function reachUsParagraph(org: OrganisationDetails, locale: Locale): string {
  const w = reachUs[locale];
  const address = org.address.replace(/\s*\n\s*/g, ', ');
  const hours = org.officeHours[locale];
  const items: [string, string][] = [[w.phone, org.phone], [w.email, org.email], [w.address, address], [w.hours, hours]];
  const lines = items.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  return lines.length > 0 ? [w.heading, ...lines].join('\n') : '';
}

/**
 * Queues the sender's confirmation, in their language, ending with how to reach the organisation and
 * its name. It never repeats what they typed (no spam relay).
 */
export async function confirmToSender(trx: Knex.Transaction, settings: FormMailSettings, mail: MailContent): Promise<void> {
  const org = await settings.organisation.details(trx);
  const paragraphs = [...mail.paragraphs, reachUsParagraph(org, mail.locale), mailSignature(mail.locale, org.publicName)].filter(Boolean);
  await enqueueMail(trx, composeMail({ ...mail, paragraphs }));
}
