import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@reentry/contracts/site-config';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/site-config`: here, the organisation's time zone for dates. */
export function siteConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['admin', 'site-config'],
    queryFn: ({ signal }) => api.get<SiteConfig>('/api/site-config', { signal }),
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQuery(useApi()));
}
