import { useMemo } from 'react';
import { useLocale } from '@reentry/platform';
import { useSiteConfig } from './site-config.query';

/** Used only when the site configuration could not be read (then server and browser both use it). */
const FALLBACK_TIME_ZONE = 'America/New_York';

/**
 * Formats an ISO time as `Nov 23, 2026` (spec: MMM d, yyyy) in the visitor's language and the
 * organisation's time zone, so the server's HTML and the browser print the same text.
 */
export function useFormatDate(): (iso: string) => string {
  const { locale } = useLocale();
  const timeZone = useSiteConfig().data?.timeZone ?? FALLBACK_TIME_ZONE;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
    return (iso: string) => format.format(new Date(iso));
  }, [locale, timeZone]);
}

/** Formats an ISO time as date and time (`Nov 23, 2026, 3:30 PM`), like useFormatDate: the organisation's zone. */
export function useFormatDateTime(): (iso: string) => string {
  const { locale } = useLocale();
  const timeZone = useSiteConfig().data?.timeZone ?? FALLBACK_TIME_ZONE;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return (iso: string) => format.format(new Date(iso));
  }, [locale, timeZone]);
}
