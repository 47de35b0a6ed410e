import { useMemo } from 'react';
import { dateTimeFormatter } from '@reentry/contracts/date-time';
import { useLocale, useSiteConfig } from '@reentry/platform';

/**
 * The site's rule for a moment (`@reentry/contracts/date-time`): the date and time in the organisation's zone,
 * with its name. Null until the zone is known.
 */
export function useFormatDateTime(): ((moment: string) => string) | null {
  const { locale } = useLocale();
  const timeZone = useSiteConfig().data?.timeZone;
  return useMemo(() => (timeZone ? dateTimeFormatter(locale, timeZone) : null), [locale, timeZone]);
}
