import type { ContactMessageInput } from '@reentry/contracts/contact-messages';
import type { SubmissionReceived } from '@reentry/contracts/form-submission';
import type { ApiClient } from '@reentry/platform';

export function submitContactMessage(api: ApiClient, message: ContactMessageInput, idempotencyKey: string) {
  return api.post<SubmissionReceived>('/api/contact', message, { headers: { 'Idempotency-Key': idempotencyKey } });
}

