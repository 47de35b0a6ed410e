import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import type { QuizResult } from '@reentry/contracts/quiz';
import { useApi, type ApiClient } from '@reentry/platform';
import { saveProgress } from '../../shared/session-progress';

export interface QuizAnswers {
  moduleId: number;
  answers: QuizOptionValue[];
}

/** `POST /api/modules/complete`: the server grades the chosen answers and answers with the result and the new progress. */
export function submitQuiz(api: ApiClient, submission: QuizAnswers): Promise<QuizResult> {
  return api.post<QuizResult>('/api/modules/complete', submission);
}

/** Sends an attempt; on success the learner's progress everywhere on the site is the server's new one. */
export function useSubmitQuiz() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: QuizAnswers) => submitQuiz(api, submission),
    onSuccess: (result) => saveProgress(queryClient, result.progress),
  });
}
