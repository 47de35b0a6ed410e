import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorStudentDetail } from '@reentry/contracts/instructor';
import type { Locale } from '@reentry/contracts/locale';
import { ApiError, useApi, useLocale, type ApiClient } from '@reentry/platform';
import { INSTRUCTOR_STALE_MS } from './students.query';

/**
 * `GET /api/instructor/students/:id` in the page's language (it words the missed questions). `null` when
 * the student is not in this instructor's class: a state the page shows, and the server can hand over.
 */
export function studentQuery(api: ApiClient, id: number, locale: Locale) {
  return queryOptions({
    queryKey: ['instructor', 'student', id, locale],
    queryFn: ({ signal }) =>
      api.get<InstructorStudentDetail>(`/api/instructor/students/${id}`, { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }),
    staleTime: INSTRUCTOR_STALE_MS,
  });
}

export function useStudent(id: number) {
  const { locale } = useLocale();
  return useQuery({ ...studentQuery(useApi(), id, locale), placeholderData: keepPreviousData });
}
