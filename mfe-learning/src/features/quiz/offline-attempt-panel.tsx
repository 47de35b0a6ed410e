import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { Quiz } from '@reentry/contracts/content-quiz';
import { ApiError, useApi } from '@reentry/platform';
import { forgetOfflineAttempt, type OfflineAttempt } from '../../shared/offline-outbox';
import { sendKeptChecks } from '../../shared/send-kept-checks';
import { offlineQuizMessages as m } from './offline-quiz.messages';
import { AnswerReviews, QuizResults } from './quiz-results';
import { useSubmitQuiz } from './submit-quiz';

/** While the panel shows, how often it tries again (a first try right after the network returns may still fail). */
const RETRY_MS = 10_000;

export interface OfflineAttemptPanelProps {
  attempt: OfflineAttempt;
  quiz: Quiz;
  nextModuleId: number | null;
  /** A new attempt's first question. */
  restartTo: string;
}

/**
 * An attempt taken without network and kept on this device: says so plainly, sends it (with its own
 * Idempotency-Key, so it is graded once however often it goes out) as soon as the network is back, and then
 * shows the server's result.
 */
export function OfflineAttemptPanel({ attempt, quiz, nextModuleId, restartTo }: OfflineAttemptPanelProps) {
  const submit = useSubmitQuiz();
  const api = useApi();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<'signed-out' | 'refused' | null>(null);
  const { mutateAsync } = submit;
  useEffect(() => {
    let sending = false;
    let done = false;
    async function send() {
      if (done || sending || !navigator.onLine) return;
      sending = true;
      try {
        // A before-check of this module kept on the phone goes first, so it stays the "before" (issue 40).
        if (!(await sendKeptChecks(api, queryClient, attempt.moduleId))) return;
        await mutateAsync({ moduleId: attempt.moduleId, answers: attempt.answers, idempotencyKey: attempt.key });
        done = true;
        await forgetOfflineAttempt(attempt.key);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) setProblem('signed-out');
        else if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
          // The server will never grade these answers (a locked module, a changed quiz): stop keeping them.
          done = true;
          setProblem('refused');
          await forgetOfflineAttempt(attempt.key);
        }
        // No network or a server error: kept, and sent again when the network comes back.
      } finally {
        sending = false;
      }
    }
    void send();
    window.addEventListener('online', send);
    const retry = setInterval(() => void send(), RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(retry);
    };
  }, [attempt, mutateAsync, api, queryClient]);

  const result = submit.data;
  if (result) {
    return <QuizResults graded={result} completedModules={result.progress.completedModules} nextModuleId={nextModuleId} restartTo={restartTo} review={<AnswerReviews quiz={quiz} result={result} />} />;
  }
  return (
    <div className="panel" role="status">
      <p>
        <FormattedMessage {...m.savedOnPhone} />
      </p>
      {problem === 'signed-out' && (
        <p>
          <FormattedMessage {...m.logInToSend} />
        </p>
      )}
      {problem === 'refused' && (
        <p>
          <FormattedMessage {...m.notGraded} />
        </p>
      )}
    </div>
  );
}
