import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@reentry/contracts/contact-messages';
import type { SubmissionReceived } from '@reentry/contracts/form-submission';
import { useApi, type ApiClient } from '@reentry/platform';

export function submitContactMessage(api: ApiClient, message: ContactMessageInput, idempotencyKey: string) {
  return api.post<SubmissionReceived>('/api/contact', message, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** `POST /api/contact`. */
export function useSubmitContactMessage() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ message, idempotencyKey }: { message: ContactMessageInput; idempotencyKey: string }) => submitContactMessage(api, message, idempotencyKey),
  });
}
