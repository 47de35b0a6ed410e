import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@reentry/contracts/locale';
import type { ClassPractice } from '@reentry/contracts/practice';
import { useApi, useLocale, type ApiClient } from '@reentry/platform';

/** `GET /api/instructor/practice` in the page's language (it names the scenarios). */
export function classPracticeQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['instructor', 'practice', locale],
    queryFn: ({ signal }) => api.get<ClassPractice>('/api/instructor/practice', { signal }),
    staleTime: 60_000,
  });
}

export function useClassPractice() {
  const { locale } = useLocale();
  return useQuery({ ...classPracticeQuery(useApi(), locale), placeholderData: keepPreviousData });
}
