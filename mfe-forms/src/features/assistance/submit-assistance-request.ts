import type { AssistanceRequestInput, AssistanceSubmitted } from '@reentry/contracts/assistance-requests';
import type { ApiClient } from '@reentry/platform';

export function submitAssistanceRequest(api: ApiClient, application: AssistanceRequestInput, idempotencyKey: string) {
  return api.post<AssistanceSubmitted>('/api/assistance-requests', application, { headers: { 'Idempotency-Key': idempotencyKey } });
}

