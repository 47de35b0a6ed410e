import { useMemo } from 'react';
import { useLocale } from '@reentry/platform';

/**
 * Cents as US dollars, the same text on the server and in the browser. Spanish uses the US
 * Spanish format ($1,234.50), the way amounts are typed in the boxes.
 */
export function useMoney(): (cents: number) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' });
    return (cents: number) => format.format(cents / 100);
  }, [locale]);
}
