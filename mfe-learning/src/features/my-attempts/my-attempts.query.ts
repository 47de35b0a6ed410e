import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@reentry/contracts/locale';
import type { MyAttempts } from '@reentry/contracts/my-learning';
import { useApi, useLocale, type ApiClient } from '@reentry/platform';
import { myAttemptsKey } from '../../shared/learner-data-keys';


/**
 * `GET /api/users/attempts?moduleId=`: the learner's own attempts at one module, newest first, with the
 * questions missed and their right answers, worded by the server (never a key in this remote's code).
 */
export function myAttemptsQuery(api: ApiClient, moduleId: number, locale: Locale) {
  return queryOptions({
    queryKey: [...myAttemptsKey, moduleId, locale],
    queryFn: ({ signal }) => api.get<MyAttempts>(`/api/users/attempts?moduleId=${moduleId}`, { signal }),
  });
}

export function useMyAttempts(moduleId: number, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({ ...myAttemptsQuery(useApi(), moduleId, locale), enabled });
}
