import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBeforeAfter } from '@reentry/contracts/learning-measures';
import { useApi, type ApiClient } from '@reentry/platform';
import { beforeAfterKey } from '../../shared/learner-data-keys';

/** `GET /api/users/before-after`: the learner's own before-check and first quiz, for each module with a before-check. */
export function myBeforeAfterQuery(api: ApiClient) {
  return queryOptions({
    queryKey: beforeAfterKey,
    queryFn: ({ signal }) => api.get<MyBeforeAfter>('/api/users/before-after', { signal }),
  });
}

export function useMyBeforeAfter(enabled: boolean) {
  return useQuery({ ...myBeforeAfterQuery(useApi()), enabled });
}
