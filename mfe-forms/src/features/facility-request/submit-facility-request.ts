import type { FacilityRequestInput } from '@reentry/contracts/facility-requests';
import type { SubmissionReceived } from '@reentry/contracts/form-submission';
import type { ApiClient } from '@reentry/platform';

export function submitFacilityRequest(api: ApiClient, request: FacilityRequestInput, idempotencyKey: string) {
  return api.post<SubmissionReceived>('/api/facility-requests', request, { headers: { 'Idempotency-Key': idempotencyKey } });
}

