import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@reentry/contracts/site-config';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/site-config`: the run-time configuration (Stripe publishable key, amount limits). The route loader ensures it. */
export function siteConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['donate', 'site-config'],
    queryFn: ({ signal }) => api.get<SiteConfig>('/api/site-config', { signal }),
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQuery(useApi()));
}
