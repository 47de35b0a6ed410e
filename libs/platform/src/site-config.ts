import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@reentry/contracts/site-config';
import type { ApiClient } from './api-client.js';
import { useApi } from './platform-context.js';

/**
 * `GET /api/site-config`: the public, run-time configuration (`@reentry/contracts/site-config`), one query
 * for the shell and every remote, so a page's data carries it once. A route loader ensures it where its
 * page needs it on the first render (the footer's organisation, a page's time zone, the token's details,
 * Stripe's key and amount limits, the site's own address on the claim cards).
 */
export function siteConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['platform', 'site-config'] as const,
    queryFn: ({ signal }) => api.get<SiteConfig>('/api/site-config', { signal }),
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQuery(useApi()));
}
