import { useQuery } from '@tanstack/react-query';
import type { AssistanceRequestDetail } from '@reentry/contracts/assistance-requests';
import { useApi } from '@reentry/platform';

/**
 * `GET /api/admin/assistance-requests/:id`: the one read that decrypts an application (audited on the
 * server). Only while its dialog is open, and dropped from memory as soon as it closes.
 */
export function useAssistanceDetail(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'assistance-detail', id],
    queryFn: ({ signal }) => api.get<AssistanceRequestDetail>(`/api/admin/assistance-requests/${id}`, { signal }),
    gcTime: 0,
    staleTime: 0,
  });
}
