import { useMutation } from '@tanstack/react-query';
import type { SubmissionReceived } from '@reentry/contracts/form-submission';
import type { SuccessStorySubmissionInput } from '@reentry/contracts/success-stories';
import { useApi, type ApiClient } from '@reentry/platform';

export function submitSuccessStory(api: ApiClient, story: SuccessStorySubmissionInput, idempotencyKey: string) {
  return api.post<SubmissionReceived>('/api/success-stories', story, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** `POST /api/success-stories`: saved unapproved, in the visitor's language. */
export function useSubmitSuccessStory() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ story, idempotencyKey }: { story: SuccessStorySubmissionInput; idempotencyKey: string }) => submitSuccessStory(api, story, idempotencyKey),
  });
}
