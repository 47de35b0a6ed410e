import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@reentry/contracts/site-config';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/site-config`: here, the organisation's time zone for dates. A route loader can ensure it. */
export function siteConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['instructor', 'site-config'],
    queryFn: ({ signal }) => api.get<SiteConfig>('/api/site-config', { signal }),
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQuery(useApi()));
}
