import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@reentry/platform';
import { classCodesKey } from './class-codes.query';

/** `POST /api/instructor/class-codes/:id/revoke`: the code stops working at once. */
export function useRevokeClassCode() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/api/instructor/class-codes/${id}/revoke`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classCodesKey }),
  });
}
