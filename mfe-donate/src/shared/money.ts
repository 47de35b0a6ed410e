import type { Locale } from '@reentry/contracts/locale';

// US dollars as people in the US write them, in either language ("$25.00", not "25,00 US$").
const regions: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Cents as dollars for display, e.g. 2550 gives "$25.50"; whole presets without cents ("$25"). */
export function formatDollars(cents: number, locale: Locale, { whole = false } = {}): string {
  return new Intl.NumberFormat(regions[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
