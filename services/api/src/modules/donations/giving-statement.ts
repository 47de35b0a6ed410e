import type { Locale } from '@reentry/contracts/locale';
import { composeMail } from '../mail/compose.js';
import type { OutboxMail } from '../mail/outbox.service.js';
import type { ReceiptOrganisation } from './donation-receipt.js';
import { formatMoney, manageGivingUrl } from './monthly-mails.js';

/** The outbox `kind` of year-end statements. */
export const STATEMENT_KIND = 'giving-statement';

export interface StatementGift {
  amount: number;
  currency: string;
  succeededAt: Date;
  monthly: boolean;
}

export interface StatementInput {
  donorName: string;
  donorEmail: string;
  year: number;
  locale: Locale;
  gifts: StatementGift[];
}

const words = {
  en: {
    subject: (year: number) => `Your giving statement for ${year}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (year: number) => `Thank you for your gifts in ${year}. Here is every gift you made that year, for your tax records.`,
    once: 'one-time gift',
    monthly: 'monthly gift',
    total: (amount: string) => `Total: ${amount}`,
    noGoods: 'No goods or services were provided in exchange for these donations.',
    taxId: (id: string) => `Tax ID (EIN): ${id}`,
    manage: (url: string) => `You can get this statement as a PDF at any time from "Manage my giving": ${url}`,
  },
  es: {
    subject: (year: number) => `Su resumen de donaciones de ${year}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    intro: (year: number) => `Gracias por sus donaciones en ${year}. Aquí está cada donación que hizo ese año, para su declaración de impuestos.`,
    once: 'donación única',
    monthly: 'donación mensual',
    total: (amount: string) => `Total: ${amount}`,
    noGoods: 'No se dieron bienes ni servicios a cambio de estas donaciones.',
    taxId: (id: string) => `Número de identificación fiscal (EIN): ${id}`,
    manage: (url: string) => `Puede obtener este resumen en PDF en cualquier momento en "Administrar mis donaciones": ${url}`,
  },
} as const;

/**
 * A donor's statement for one year, in the donor's language: every gift with its date, the total, the
 * organisation's legal name and tax ID, and that no goods or services were provided. Pure; the mail and the
 * PDF print the same text.
 */
export function givingStatement(input: StatementInput, org: ReceiptOrganisation, timeZone: string, publicUrl: string): OutboxMail {
  const w = words[input.locale];
  const date = new Intl.DateTimeFormat(input.locale, { dateStyle: 'medium', timeZone });
  const currency = input.gifts[0]?.currency ?? 'usd';
  const total = input.gifts.reduce((sum, gift) => sum + gift.amount, 0);
  const giftLines = input.gifts.map((gift) => `${date.format(gift.succeededAt)}: ${formatMoney(gift.amount, gift.currency, input.locale)} (${gift.monthly ? w.monthly : w.once})`);
  const orgLines = [org.legalName, org.taxId && w.taxId(org.taxId), org.address].filter(Boolean).join('\n');
  const paragraphs = [
    w.greeting(input.donorName),
    w.intro(input.year),
    giftLines.join('\n'),
    w.total(formatMoney(total, currency, input.locale)),
    w.noGoods,
    orgLines,
    w.manage(manageGivingUrl(publicUrl)),
  ].filter(Boolean);
  return composeMail({ kind: STATEMENT_KIND, to: input.donorEmail, subject: w.subject(input.year), locale: input.locale, paragraphs });
}
