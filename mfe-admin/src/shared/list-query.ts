import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPage } from '@reentry/contracts/admin-lists';
import type { AdminList } from '@reentry/contracts/admin-rules';
import { useApi, type ApiClient } from '@reentry/platform';
import { toQueryString, type ListParams } from './list-params';

/**
 * `GET /api/admin/<list>?...`: one page of a list, as the URL asks for it. A route loader ensures it;
 * the table reads it. Kept 30 s, so going back to a tab shows it at once and then freshens it.
 */
export function listQuery<Row>(api: ApiClient, list: AdminList, params: ListParams) {
  const query = toQueryString(params);
  return queryOptions({
    queryKey: ['admin', list, query],
    queryFn: ({ signal }) => api.get<AdminPage<Row>>(`/api/admin/${list}${query}`, { signal }),
    staleTime: 30_000,
  });
}

export function useListQuery<Row>(list: AdminList, params: ListParams) {
  return useQuery(listQuery<Row>(useApi(), list, params));
}
