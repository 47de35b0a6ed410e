import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '@reentry/contracts/audit-log';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/admin/audit-log?page=`: one page of the append-only log, newest first. */
export function auditLogQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: ['admin', 'audit-log', page],
    queryFn: ({ signal }) => api.get<AuditLogPage>(`/api/admin/audit-log?page=${page}&limit=50`, { signal }),
    staleTime: 10_000,
  });
}

export function useAuditLog(page: number) {
  return useQuery(auditLogQuery(useApi(), page));
}
