import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaperSheets } from '@reentry/contracts/paper-entry';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/instructor/paper-attempts?moduleId=`: each roster person's latest saved sheet for the module. */
export function paperSheetsQuery(api: ApiClient, moduleId: number) {
  return queryOptions({
    queryKey: ['instructor', 'paper-sheets', moduleId],
    queryFn: ({ signal }) => api.get<PaperSheets>(`/api/instructor/paper-attempts?moduleId=${moduleId}`, { signal }),
  });
}

export function usePaperSheets(moduleId: number) {
  return useQuery(paperSheetsQuery(useApi(), moduleId));
}
