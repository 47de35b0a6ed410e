import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyClass } from '@reentry/contracts/my-class';
import { useApi, type ApiClient } from '@reentry/platform';

/** GET /api/account/class: the class the signed-in learner is in, or `{ class: null }`. */
export function myClassQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['shell', 'account', 'class'] as const,
    queryFn: ({ signal }) => api.get<MyClass>('/api/account/class', { signal }),
  });
}

export function useMyClass() {
  return useQuery(myClassQueryOptions(useApi()));
}

/** POST /api/account/class/leave: audited by the server; leaving twice is the same as once. */
export function leaveClass(api: ApiClient): Promise<unknown> {
  return api.post('/api/account/class/leave', {});
}
