import { useMemo } from 'react';
import { dateFormatter, dateTimeFormatter } from '@reentry/contracts/date-time';
import { useLocale, useSiteConfig } from '@reentry/platform';

/** Until the site configuration is known (it comes with the page), the organisation's default zone. */
const FALLBACK_TIME_ZONE = 'America/New_York';

export interface Formatters {
  /** MMM d, yyyy in the visitor's language (Jan 5, 2026 / 5 ene 2026), in the site's time zone. */
  date(iso: string): string;
  /** Date and time with the zone's name ("Nov 27, 2026, 6:15 AM EST"), for details and the audit log. */
  dateTime(iso: string): string;
  /** Cents as an amount of money with 2 decimals ($25.00). */
  money(cents: number, currency?: string): string;
  number(value: number): string;
  timeZone: string;
}

/** Formatting that prints the same text on the server and in the browser (fixed zone, no clock). */
export function useFormatters(): Formatters {
  const { locale } = useLocale();
  const timeZone = useSiteConfig().data?.timeZone ?? FALLBACK_TIME_ZONE;
  return useMemo(() => {
    const date = dateFormatter(locale, timeZone);
    const dateTime = dateTimeFormatter(locale, timeZone);
    const numbers = new Intl.NumberFormat(locale);
    const money = new Map<string, Intl.NumberFormat>();
    return {
      date,
      dateTime,
      money(cents, currency = 'usd') {
        const code = currency.toUpperCase();
        if (!money.has(code)) money.set(code, new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 }));
        return money.get(code)!.format(cents / 100);
      },
      number: (value) => numbers.format(value),
      timeZone,
    };
  }, [locale, timeZone]);
}
