import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@reentry/contracts/site-config';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/site-config`: the token's network, contract address and buy link, set at run time (never in the build). */
export function siteConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['learning', 'site-config'],
    queryFn: ({ signal }) => api.get<SiteConfig>('/api/site-config', { signal }),
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQuery(useApi()));
}
