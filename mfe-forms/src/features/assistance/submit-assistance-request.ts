import { useMutation } from '@tanstack/react-query';
import type { AssistanceRequestInput, AssistanceSubmitted } from '@reentry/contracts/assistance-requests';
import { useApi, type ApiClient } from '@reentry/platform';

export function submitAssistanceRequest(api: ApiClient, application: AssistanceRequestInput, idempotencyKey: string) {
  return api.post<AssistanceSubmitted>('/api/assistance-requests', application, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** `POST /api/assistance-requests`: answers the reference number. */
export function useSubmitAssistanceRequest() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ application, idempotencyKey }: { application: AssistanceRequestInput; idempotencyKey: string }) =>
      submitAssistanceRequest(api, application, idempotencyKey),
  });
}
