import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Quiz, QuizOptionValue } from '@reentry/contracts/content-quiz';
import { ApiError, useToast } from '@reentry/platform';
import { attemptMessages as m, passedToastBody } from './quiz-attempt.messages';
import { earnsCertificate } from './earns-certificate';
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
export default function QuizAttempt({ moduleId, quiz, nextModuleId }: QuizAttemptProps) {
  const intl = useIntl();
  const toast = useToast();
  const submit = useSubmitQuiz();
  const [answers, setAnswers] = useState<QuizOptionValue[]>([]);
  const [index, setIndex] = useState(0);

  async function send() {
    try {
      const result = await submit.mutateAsync({ moduleId, answers });
      if (result.passed) {
        const body = intl.formatMessage(passedToastBody, { score: result.score });
        const description = earnsCertificate(result) ? `${body} ${intl.formatMessage(m.certificateEarned)}` : body;
        toast({ title: intl.formatMessage(m.passedToastTitle), description, variant: 'success' });
      }
    } catch (error) {
      const signedOut = error instanceof ApiError && error.status === 401;
      toast({
        title: intl.formatMessage(signedOut ? m.authToastTitle : m.errorToastTitle),
        description: intl.formatMessage(signedOut ? m.authToastBody : m.errorToastBody),
        variant: 'destructive',
      });
    }
  }

  function restart() {
    submit.reset();
    setAnswers([]);
    setIndex(0);
  }

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
