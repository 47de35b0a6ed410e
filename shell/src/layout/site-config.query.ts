import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@reentry/contracts/site-config';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/site-config` for the frame: the organisation's details in the footer. The root loader prefetches it. */
export function siteConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['platform', 'site-config'],
    queryFn: ({ signal }) => api.get<SiteConfig>('/api/site-config', { signal }),
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQuery(useApi()));
}
