import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DonorGiving, MyGivingResponse } from '@reentry/contracts/monthly-giving';
import { useApi, type ApiClient } from '@reentry/platform';

const KEY = ['donate', 'my-giving'] as const;

/** `GET /api/donations/mine`: the donor's gifts, or null without a donor session (a 200, so nothing is logged). */
export function donorGivingQuery(api: ApiClient) {
  return queryOptions({
    queryKey: KEY,
    queryFn: async ({ signal }): Promise<DonorGiving | null> => (await api.get<MyGivingResponse>('/api/donations/mine', { signal })).giving,
    staleTime: 0,
  });
}

export function useDonorGiving() {
  return useQuery(donorGivingQuery(useApi()));
}

/** `POST /api/donations/manage-link`: always the same answer, whether or not the address gave. */
export function requestGivingLink(api: ApiClient, email: string) {
  return api.post<{ message: string }>('/api/donations/manage-link', { email });
}

export type GiftAction = { gift: number; action: 'amount'; amount: string } | { gift: number; action: 'stop' } | { gift: number; action: 'card' } | { action: 'sign-out' };

function pathOf(action: GiftAction): string {
  return action.action === 'sign-out' ? '/api/donations/mine/sign-out' : `/api/donations/mine/monthly/${action.gift}/${action.action}`;
}

/** A change to the donor's giving; the answer (their giving after it) replaces the page's data. */
export function useGiftAction() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: GiftAction) => api.post<DonorGiving | { url: string } | undefined>(pathOf(action), action.action === 'amount' ? { amount: action.amount } : {}),
    onSuccess: (answer, action) => {
      if (action.action === 'sign-out') client.setQueryData(KEY, null);
      else if (answer && 'donations' in answer) client.setQueryData(KEY, answer);
    },
  });
}
