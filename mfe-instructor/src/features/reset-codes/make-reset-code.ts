import type { ResetCode } from '@reentry/contracts/reset-codes';
import { useApi } from '@reentry/platform';

/** `POST /api/instructor/students/:id/reset-code`: a one-time code, returned once. */
export function useMakeResetCode(studentId: number): () => Promise<ResetCode> {
  const api = useApi();
  return () => api.post<ResetCode>(`/api/instructor/students/${studentId}/reset-code`, {});
}
