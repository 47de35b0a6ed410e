import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassCode } from '@reentry/contracts/class-codes';
import { useApi, type ApiClient } from '@reentry/platform';

export const classCodesKey = ['instructor', 'class-codes'] as const;

/** `GET /api/instructor/class-codes`: the instructor's open codes with places left. Read fresh each visit. */
export function classCodesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: classCodesKey,
    queryFn: ({ signal }) => api.get<ClassCode[]>('/api/instructor/class-codes', { signal }),
    staleTime: 0,
  });
}

export function useClassCodes() {
  return useQuery(classCodesQuery(useApi()));
}
