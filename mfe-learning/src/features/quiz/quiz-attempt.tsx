import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Quiz, QuizOptionValue } from '@reentry/contracts/content-quiz';
import { ApiError, useIdempotencyKey, useToast } from '@reentry/platform';
import { attemptMessages as m, passedToastBody } from './quiz-attempt.messages';
import { earnsCertificate } from './earns-certificate';
import { keepOfflineAttempt, type OfflineAttempt } from './offline-attempts';
import { OfflineAttemptPanel } from './offline-attempt-panel';
import { QuizQuestion } from './quiz-question';
import { QuizResults } from './quiz-results';
import { useSubmitQuiz } from './submit-quiz';

export interface QuizAttemptProps {
  moduleId: number;
  quiz: Quiz;
  nextModuleId: number | null;
}

/**
 * One attempt (loaded when the learner starts the quiz): a question at a time, then the server's
 * grading. If sending fails, the answers stay so the learner can send them again.
 */
export { findOfflineAttempt } from './offline-attempts';
export { OfflineAttemptPanel };

export default function QuizAttempt({ moduleId, quiz, nextModuleId }: QuizAttemptProps) {
  const intl = useIntl();
  const toast = useToast();
  const submit = useSubmitQuiz();
  const idempotency = useIdempotencyKey();
  const [answers, setAnswers] = useState<QuizOptionValue[]>([]);
  const [index, setIndex] = useState(0);
  const [kept, setKept] = useState<OfflineAttempt | null>(null);

  async function send() {
    // Sending the same answers again (after a network error) is the same attempt: the same key.
    const idempotencyKey = idempotency.keyFor({ moduleId, answers });
    try {
      const result = await submit.mutateAsync({ moduleId, answers, idempotencyKey });
      if (result.passed) {
        const body = intl.formatMessage(passedToastBody, { score: result.score });
        const description = earnsCertificate(result) ? `${body} ${intl.formatMessage(m.certificateEarned)}` : body;
        toast({ title: intl.formatMessage(m.passedToastTitle), description, variant: 'success' });
      }
    } catch (error) {
      if (!(error instanceof ApiError) && (await keptOnDevice({ key: idempotencyKey, moduleId, answers }))) return;
      const signedOut = error instanceof ApiError && error.status === 401;
      toast({
        title: intl.formatMessage(signedOut ? m.authToastTitle : m.errorToastTitle),
        description: intl.formatMessage(signedOut ? m.authToastBody : m.errorToastBody),
        variant: 'destructive',
      });
    }
  }

  /** No network: the answers stay on this phone and go out (with the same key) when it is back. */
  async function keptOnDevice(attempt: Omit<OfflineAttempt, 'savedAt'>): Promise<boolean> {
    if (typeof indexedDB === 'undefined') return false; // then the answers stay on screen to send again by hand
    try {
      await keepOfflineAttempt(attempt);
      setKept({ ...attempt, savedAt: Date.now() });
      return true;
    } catch {
      return false;
    }
  }

  function restart() {
    idempotency.done();
    setKept(null);
    submit.reset();
    setAnswers([]);
    setIndex(0);
  }

  if (kept) return <OfflineAttemptPanel attempt={kept} quiz={quiz} nextModuleId={nextModuleId} onRestart={restart} />;
  if (submit.data) return <QuizResults quiz={quiz} result={submit.data} nextModuleId={nextModuleId} onRestart={restart} />;
  const question = quiz.questions[index]!;
  const count = quiz.questions.length;
  return (
    <QuizQuestion
      key={question.id}
      question={question}
      number={index + 1}
      count={count}
      answer={answers[index]}
      sending={submit.isPending}
      failed={submit.isError}
      onAnswer={(value) => setAnswers((chosen) => Object.assign([...chosen], { [index]: value }))}
      onBack={() => setIndex(index - 1)}
      onNext={() => (index + 1 < count ? setIndex(index + 1) : void send())}
    />
  );
}
