import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@reentry/contracts/locale';
import type { PreCheck } from '@reentry/contracts/learning-measures';
import { useApi, useLocale, type ApiClient } from '@reentry/platform';
import { preCheckKey } from '../../shared/learner-data-keys';

/**
 * `GET /api/modules/:id/pre-check`: the module's quiz questions in the page's language (no answers), and
 * whether this learner sent a before-check or took the quiz already (either closes it).
 */
export function preCheckQuery(api: ApiClient, moduleId: number, locale: Locale) {
  return queryOptions({
    queryKey: [...preCheckKey, moduleId, locale],
    queryFn: ({ signal }) => api.get<PreCheck>(`/api/modules/${moduleId}/pre-check`, { signal }),
  });
}

export function usePreCheck(moduleId: number, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({ ...preCheckQuery(useApi(), moduleId, locale), enabled });
}

/** Still open: the learner has neither sent one nor taken the quiz. */
export const isOpen = (check: PreCheck) => !check.answered && !check.quizTaken;
