import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMonthlyDonors } from '@reentry/contracts/monthly-giving';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/admin/donations/monthly-donors`: running monthly gifts. */
export function monthlyDonorsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['admin', 'monthly-donors'],
    queryFn: ({ signal }) => api.get<AdminMonthlyDonors>('/api/admin/donations/monthly-donors', { signal }),
  });
}

export function useMonthlyDonors() {
  return useQuery(monthlyDonorsQuery(useApi()));
}
