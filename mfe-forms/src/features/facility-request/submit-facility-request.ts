import { useMutation } from '@tanstack/react-query';
import type { FacilityRequestInput, SubmissionReceived } from '@reentry/contracts/facility-requests';
import { useApi, type ApiClient } from '@reentry/platform';

export function submitFacilityRequest(api: ApiClient, request: FacilityRequestInput, idempotencyKey: string) {
  return api.post<SubmissionReceived>('/api/facility-requests', request, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** `POST /api/facility-requests`. */
export function useSubmitFacilityRequest() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: FacilityRequestInput; idempotencyKey: string }) =>
      submitFacilityRequest(api, request, idempotencyKey),
  });
}
