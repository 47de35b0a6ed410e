import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassSummary } from '@reentry/contracts/instructor';
import type { Locale } from '@reentry/contracts/locale';
import { useApi, useLocale, type ApiClient } from '@reentry/platform';

/** `GET /api/instructor/class-summary` in the page's language (it words the questions). */
export function classSummaryQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['instructor', 'class-summary', locale],
    queryFn: ({ signal }) => api.get<ClassSummary>('/api/instructor/class-summary', { signal }),
    staleTime: 60_000,
  });
}

export function useClassSummary() {
  const { locale } = useLocale();
  return useQuery({ ...classSummaryQuery(useApi(), locale), placeholderData: keepPreviousData });
}
