import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBeforeAfter } from '@reentry/contracts/learning-measures';
import { useApi, type ApiClient } from '@reentry/platform';

/** GET /api/users/before-after: the learner's before-check and first graded quiz, per module with a before-check (issue 40). */
export function myBeforeAfterQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['shell', 'account', 'before-after'] as const,
    queryFn: ({ signal }) => api.get<MyBeforeAfter>('/api/users/before-after', { signal }),
  });
}

export function useMyBeforeAfter() {
  return useQuery(myBeforeAfterQueryOptions(useApi()));
}
