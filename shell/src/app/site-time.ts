import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dateTimeFormatter } from '@reentry/contracts/date-time';
import type { SiteConfig } from '@reentry/contracts/site-config';
import { useApi, useLocale, type ApiClient } from '@reentry/platform';

/** GET /api/site-config: the shell reads its time zone (the organisation's, SITE_TIME_ZONE). */
export function siteConfigQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['shell', 'site-config'] as const,
    queryFn: ({ signal }) => api.get<SiteConfig>('/api/site-config', { signal }),
  });
}

/**
 * The site's rule for a moment (`@reentry/contracts/date-time`): the date and time in the organisation's zone,
 * with its name. Null until the zone is known.
 */
export function useFormatDateTime(): ((moment: string) => string) | null {
  const { locale } = useLocale();
  const timeZone = useQuery(siteConfigQueryOptions(useApi())).data?.timeZone;
  return useMemo(() => (timeZone ? dateTimeFormatter(locale, timeZone) : null), [locale, timeZone]);
}
