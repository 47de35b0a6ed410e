import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInstructor } from '@reentry/contracts/admin-lists';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/admin/instructors`: every instructor with a count of students (the assignment choices too). */
export function instructorsQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['admin', 'instructors'], queryFn: ({ signal }) => api.get<AdminInstructor[]>('/api/admin/instructors', { signal }), staleTime: 30_000 });
}

export function useInstructors() {
  return useQuery(instructorsQuery(useApi()));
}
