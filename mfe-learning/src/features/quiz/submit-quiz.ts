import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import type { QuizResult } from '@reentry/contracts/quiz';
import { nextStepQueryKey, useApi, type ApiClient } from '@reentry/platform';
import { beforeAfterKey, myAttemptsKey, preCheckKey } from '../../shared/learner-data-keys';
import { saveProgress } from '../../shared/session-progress';

export interface QuizAnswers {
  moduleId: number;
  answers: QuizOptionValue[];
}

/**
 * `POST /api/modules/complete`: the server grades the chosen answers and answers with the result and the
 * new progress. `idempotencyKey`: one per attempt, the same when the attempt is sent again, so a retry is
 * graded once and gets the same result.
 */
export function submitQuiz(api: ApiClient, submission: QuizAnswers, idempotencyKey: string): Promise<QuizResult> {
  return api.post<QuizResult>('/api/modules/complete', submission, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Sends an attempt; on success the learner's progress everywhere on the site is the server's new one. */
export function useSubmitQuiz() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even when the browser says it is offline (React Query would hold it): a failed send is kept on
    // the device and sent again later (shared/offline-outbox.ts), so the learner is told at once.
    networkMode: 'always',
    mutationFn: ({ idempotencyKey, ...submission }: QuizAnswers & { idempotencyKey: string }) => submitQuiz(api, submission, idempotencyKey),
    onSuccess: (result) => {
      saveProgress(queryClient, result.progress);
      // The new attempt is listed on the module page, the learner's next step may have moved on, and so may
      // the before-check and its "before and after" (issue 40).
      for (const queryKey of [myAttemptsKey, nextStepQueryKey, preCheckKey, beforeAfterKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
