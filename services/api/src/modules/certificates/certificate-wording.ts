import type { CertificateKind } from '@reentry/contracts/certificate-rules';
import type { Locale } from '@reentry/contracts/locale';
import { translate } from '../../i18n/translate.js';

/** The certificate's fixed words in its own language (the page and the PDF print the same ones). */
export function certificateWording(locale: Locale) {
  const t = (key: string) => translate(locale, `api.certificates.${key}`);
  return {
    heading: t('heading'),
    presentedTo: t('presentedTo'),
    completed: t('completed'),
    completedOn: t('completedOn'),
    issuedOn: t('issuedOn'),
    code: t('code'),
    verify: t('verify'),
    module: t('module'),
  };
}

export function certificateTitle(locale: Locale, kind: CertificateKind): string {
  return translate(locale, `api.certificates.title.${kind}`);
}

/** Fills `{name}` placeholders of a catalogue message. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A calendar date (`2026-03-04`) written out in `locale`: `March 4, 2026`, `4 de marzo de 2026`. */
export function longDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The calendar date of an instant in the organisation's time zone. */
export function calendarDate(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
