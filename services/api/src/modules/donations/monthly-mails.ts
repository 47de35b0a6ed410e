import { centsToDollars } from '@reentry/contracts/donation-rules';
import type { Locale } from '@reentry/contracts/locale';
import { composeMail } from '../mail/compose.js';
import type { OutboxMail } from '../mail/outbox.service.js';

/** The outbox kinds of monthly-giving mails. */
export const MONTHLY_MAIL_KINDS = {
  cardFailed: 'monthly-gift-card-failed',
  ended: 'monthly-gift-ended',
  stopped: 'monthly-gift-stopped',
  amountChanged: 'monthly-gift-amount-changed',
} as const;
export type MonthlyMailKind = keyof typeof MONTHLY_MAIL_KINDS;

export interface MonthlyMailGift {
  donorName: string;
  donorEmail: string;
  amount: number;
  currency: string;
  locale: Locale;
}

const words = {
  en: {
    greeting: (name: string) => `Dear ${name},`,
    cardFailed: {
      subject: 'We could not take your monthly gift',
      body: (amount: string) => `We tried to take your monthly gift of ${amount}, but your card did not work. Your card may have expired.`,
    },
    ended: { subject: 'Your monthly gift has ended', body: (amount: string) => `Your monthly gift of ${amount} has ended. We will not charge your card again.` },
    stopped: { subject: 'You stopped your monthly gift', body: (amount: string) => `You stopped your monthly gift of ${amount}. We will not charge your card again.` },
    amountChanged: { subject: 'Your monthly gift has changed', body: (amount: string) => `Your monthly gift is now ${amount}. The new amount starts with your next monthly payment.` },
    manage: (url: string) => `To see your gifts, update your card or change your gift, go to "Manage my giving": ${url}`,
    notYou: 'Did not ask for this? Please write to us.',
    thanks: 'Thank you for your support.',
    numberLocale: 'en-US',
  },
  es: {
    greeting: (name: string) => `Estimado/a ${name}:`,
    cardFailed: {
      subject: 'No pudimos cobrar su donación mensual',
      body: (amount: string) => `Intentamos cobrar su donación mensual de ${amount}, pero su tarjeta no funcionó. Puede que su tarjeta haya vencido.`,
    },
    ended: { subject: 'Su donación mensual terminó', body: (amount: string) => `Su donación mensual de ${amount} terminó. No volveremos a cobrar su tarjeta.` },
    stopped: { subject: 'Usted detuvo su donación mensual', body: (amount: string) => `Usted detuvo su donación mensual de ${amount}. No volveremos a cobrar su tarjeta.` },
    amountChanged: { subject: 'Su donación mensual cambió', body: (amount: string) => `Su donación mensual ahora es de ${amount}. La nueva cantidad empieza con su próximo pago mensual.` },
    manage: (url: string) => `Para ver sus donaciones, actualizar su tarjeta o cambiar su donación, vaya a "Administrar mis donaciones": ${url}`,
    notYou: '¿No lo pidió usted? Por favor, escríbanos.',
    thanks: 'Gracias por su apoyo.',
    numberLocale: 'es-US',
  },
} as const;

/** An amount in cents as the donor's language writes money. */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(words[locale].numberLocale, { style: 'currency', currency: currency.toUpperCase() }).format(
    centsToDollars(cents) as `${number}`,
  );
}

/** Where a donor asks for a "Manage my giving" link (the page never reveals whether an email gave). */
export const manageGivingUrl = (publicUrl: string) => new URL('/donate/manage', publicUrl).toString();

/** A mail about a donor's monthly gift, in the donor's language, with the way to manage it. */
export function monthlyGiftMail(kind: MonthlyMailKind, gift: MonthlyMailGift, publicUrl: string): OutboxMail {
  const w = words[gift.locale];
  const amount = formatMoney(gift.amount, gift.currency, gift.locale);
  const paragraphs = [w.greeting(gift.donorName), w[kind].body(amount), w.manage(manageGivingUrl(publicUrl))];
  if (kind === 'stopped' || kind === 'amountChanged') paragraphs.push(w.notYou);
  paragraphs.push(w.thanks);
  return composeMail({ kind: MONTHLY_MAIL_KINDS[kind], to: gift.donorEmail, subject: w[kind].subject, locale: gift.locale, paragraphs });
}
