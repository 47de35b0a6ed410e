import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorStudent } from '@reentry/contracts/instructor';
import { useApi, type ApiClient } from '@reentry/platform';

/** A minute: moving between students and tabs reuses the list; coming back later reads it again. */
export const INSTRUCTOR_STALE_MS = 60_000;

/** `GET /api/instructor/students`: the signed-in instructor's students. The portal's loader ensures it. */
export function studentsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['instructor', 'students'],
    queryFn: ({ signal }) => api.get<InstructorStudent[]>('/api/instructor/students', { signal }),
    staleTime: INSTRUCTOR_STALE_MS,
  });
}

export function useStudents() {
  return useQuery(studentsQuery(useApi()));
}
