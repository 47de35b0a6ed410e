import { useMutation } from '@tanstack/react-query';
import type { FacilityRequestInput } from '@reentry/contracts/facility-requests';
import type { SubmissionReceived } from '@reentry/contracts/form-submission';
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
