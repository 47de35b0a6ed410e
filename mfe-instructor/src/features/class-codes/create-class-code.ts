import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassCode, CreateClassCodeRequest } from '@reentry/contracts/class-codes';
import { useApi } from '@reentry/platform';
import { classCodesKey } from './class-codes.query';

/** `POST /api/instructor/class-codes`; the list is read again afterwards. */
export function useCreateClassCode() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClassCodeRequest) => api.post<ClassCode>('/api/instructor/class-codes', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classCodesKey }),
  });
}
