import { useMemo } from 'react';
import { dateFormatter, dateTimeFormatter } from '@reentry/contracts/date-time';
import { useLocale, useSiteConfig } from '@reentry/platform';

/** Used only when the site configuration could not be read (then server and browser both use it). */
const FALLBACK_TIME_ZONE = 'America/New_York';

/**
 * Formats an ISO time as `Nov 23, 2026` (spec: MMM d, yyyy) in the visitor's language and the
 * organisation's time zone, so the server's HTML and the browser print the same text.
 */
export function useFormatDate(): (iso: string) => string {
  const { locale } = useLocale();
  const timeZone = useSiteConfig().data?.timeZone ?? FALLBACK_TIME_ZONE;
  return useMemo(() => dateFormatter(locale, timeZone), [locale, timeZone]);
}

/** Formats an ISO time as date and time with the zone's name (`Nov 23, 2026, 3:30 PM EST`): the organisation's zone. */
export function useFormatDateTime(): (iso: string) => string {
  const { locale } = useLocale();
  const timeZone = useSiteConfig().data?.timeZone ?? FALLBACK_TIME_ZONE;
  return useMemo(() => dateTimeFormatter(locale, timeZone), [locale, timeZone]);
}
