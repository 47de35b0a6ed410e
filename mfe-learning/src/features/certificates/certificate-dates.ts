import type { Locale } from '@reentry/contracts/locale';

/**
 * A calendar date (`2026-03-04`) written out in a language. The date has no time, so it is read in UTC
 * and prints the same on the server and in every browser, whatever their time zone.
 */
export function longDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
