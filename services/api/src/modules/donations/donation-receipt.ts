import { centsToDollars } from '@reentry/contracts/donation-rules';
import type { Locale } from '@reentry/contracts/locale';
import type { OrganisationDetails } from '@reentry/contracts/organisation';
import { composeMail } from '../mail/compose.js';
import type { OutboxMail } from '../mail/outbox.service.js';

export interface ReceiptDonation {
  id: number;
  donorName: string;
  donorEmail: string;
  amount: number;
  currency: string;
  succeededAt: Date;
  locale: Locale;
}

/** The outbox `kind` of donation receipts. */
export const RECEIPT_KIND = 'donation-receipt';

const words = {
  en: {
    subjectTo: (org: string) => `Thank you for your donation to ${org}`,
    subject: 'Thank you for your donation',
    greeting: (name: string) => `Dear ${name},`,
    thanks: (amount: string, date: string) => `Thank you for your gift of ${amount} on ${date}.`,
    noGoods: 'No goods or services were provided in exchange for this donation.',
    taxId: (id: string) => `Tax ID (EIN): ${id}`,
    keep: 'Please keep this email for your tax records.',
    number: (id: number) => `Donation number: ${id}`,
    questions: 'Questions about your gift?',
    call: (phone: string) => `Call us: ${phone}`,
    write: (email: string) => `Write to us: ${email}`,
    manage: (url: string) => `To see your gifts, get a receipt again or change a monthly gift, go to "Manage my giving": ${url}`,
    numberLocale: 'en-US',
  },
  es: {
    subjectTo: (org: string) => `Gracias por su donación a ${org}`,
    subject: 'Gracias por su donación',
    greeting: (name: string) => `Estimado/a ${name}:`,
    thanks: (amount: string, date: string) => `Gracias por su donación de ${amount} el ${date}.`,
    noGoods: 'No se dieron bienes ni servicios a cambio de esta donación.',
    taxId: (id: string) => `Número de identificación fiscal (EIN): ${id}`,
    keep: 'Por favor, guarde este correo para su declaración de impuestos.',
    number: (id: number) => `Número de donación: ${id}`,
    questions: '¿Preguntas sobre su donación?',
    call: (phone: string) => `Llámenos: ${phone}`,
    write: (email: string) => `Escríbanos: ${email}`,
    manage: (url: string) => `Para ver sus donaciones, obtener un recibo otra vez o cambiar una donación mensual, vaya a "Administrar mis donaciones": ${url}`,
    numberLocale: 'es-US',
  },
} as const;

/** The organisation's details a receipt prints (from the organisation store; '' or absent: left out). */
export type ReceiptOrganisation = Partial<Pick<OrganisationDetails, 'legalName' | 'taxId' | 'address' | 'phone' | 'email'>>;

const lines = (...values: (string | false | undefined)[]) => values.filter((line): line is string => Boolean(line)).join('\n');

/**
 * The receipt a donor gets once the donation succeeded, in the donor's language: amount, date (in the
 * organisation's time zone), the statement that no goods or services were provided, and the organisation's
 * legal name, tax id and address, how to reach it, and (given the site's address) the way to "Manage my giving". Pure: the caller queues it in the mail outbox.
 */
export function donationReceipt(donation: ReceiptDonation, org: ReceiptOrganisation, timeZone: string, publicUrl?: string): OutboxMail {
  const w = words[donation.locale];
  const amount = new Intl.NumberFormat(w.numberLocale, { style: 'currency', currency: donation.currency.toUpperCase() }).format(
    // A decimal string, formatted exactly: no floating point on the way.
    centsToDollars(donation.amount) as `${number}`,
  );
  const date = new Intl.DateTimeFormat(donation.locale, { dateStyle: 'long', timeZone }).format(donation.succeededAt);
  const orgLines = lines(org.legalName, org.taxId && w.taxId(org.taxId), org.address);
  const contact = org.phone || org.email ? lines(w.questions, org.phone && w.call(org.phone), org.email && w.write(org.email)) : '';
  // The donation number stays last: support finds a receipt by it.
  const manage = publicUrl && w.manage(new URL('/donate/manage', publicUrl).toString());
  const paragraphs = [w.greeting(donation.donorName), w.thanks(amount, date), w.noGoods, orgLines, w.keep, contact, manage, w.number(donation.id)].filter(Boolean) as string[];
  // The same plain-text and HTML twins as every other mail (the HTML names the donor's language).
  return composeMail({
    kind: RECEIPT_KIND,
    to: donation.donorEmail,
    subject: org.legalName ? w.subjectTo(org.legalName) : w.subject,
    locale: donation.locale,
    paragraphs,
  });
}
