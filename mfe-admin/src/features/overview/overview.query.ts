import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview } from '@reentry/contracts/admin-overview';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/admin/overview?weeks=12`: the funnel, weekly counts and most-missed questions. */
export function overviewQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['admin', 'overview'], queryFn: ({ signal }) => api.get<Overview>('/api/admin/overview?weeks=12', { signal }), staleTime: 60_000 });
}

export function useOverview() {
  return useQuery(overviewQuery(useApi()));
}
