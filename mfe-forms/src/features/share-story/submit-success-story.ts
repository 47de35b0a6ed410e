import type { SubmissionReceived } from '@reentry/contracts/form-submission';
import type { SuccessStorySubmissionInput } from '@reentry/contracts/success-stories';
import type { ApiClient } from '@reentry/platform';

export function submitSuccessStory(api: ApiClient, story: SuccessStorySubmissionInput, idempotencyKey: string) {
  return api.post<SubmissionReceived>('/api/success-stories', story, { headers: { 'Idempotency-Key': idempotencyKey } });
}

