import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@reentry/contracts/admin-lists';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/admin/staff`: the admins a request can be assigned to. */
export function staffQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['admin', 'staff'], queryFn: ({ signal }) => api.get<StaffMember[]>('/api/admin/staff', { signal }), staleTime: 60_000 });
}

export function useStaff() {
  return useQuery(staffQuery(useApi()));
}
