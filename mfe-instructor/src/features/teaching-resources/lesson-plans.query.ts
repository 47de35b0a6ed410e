import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonPlan } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { useLocale } from '@reentry/platform';

/**
 * The lesson plans from `@reentry/content`, loaded on demand (a chunk of its own, off the portal's first
 * load) and kept in the query cache, so a server-rendered page hydrates with them.
 */
export function lessonPlansQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['instructor', 'lesson-plans', locale],
    queryFn: async (): Promise<readonly LessonPlan[]> => (await import('@reentry/content/teaching-resources')).teachingResources[locale],
  });
}

export function useLessonPlans() {
  return useQuery({ ...lessonPlansQuery(useLocale().locale), placeholderData: keepPreviousData });
}
