import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import { ApiError, useToast } from '@reentry/platform';
import type { ModuleId } from '../../shared/module-id';
import { useProgress } from '../../shared/session-progress';
import { passedToastBody, quizMessages as m } from './quiz.messages';
import { useQuiz } from './quiz.query';
import { QuizIntro } from './quiz-intro';
import { QuizQuestion } from './quiz-question';
import { QuizResults } from './quiz-results';
import { useSubmitQuiz } from './submit-quiz';

type Phase = 'intro' | 'questions' | 'results';

/**
 * A module's quiz (loaded only when its tab opens): the pass mark first, then one question at a time,
 * then the server's grading. If sending fails, the answers stay so the learner can send them again.
 */
export default function QuizPanel({ moduleId, nextModuleId }: { moduleId: ModuleId; nextModuleId: ModuleId | null }) {
  const intl = useIntl();
  const toast = useToast();
  const progress = useProgress();
  const { data: quiz, isError } = useQuiz(moduleId);
  const submit = useSubmitQuiz();
  const [phase, setPhase] = useState<Phase>('intro');
  const [answers, setAnswers] = useState<QuizOptionValue[]>([]);
  const [index, setIndex] = useState(0);

  if (!quiz) {
    return (
      <p role="status">
        <FormattedMessage {...(isError ? m.loadFailed : m.loading)} />
      </p>
    );
  }

  const start = () => {
    submit.reset();
    setAnswers([]);
    setIndex(0);
    setPhase('questions');
  };

  async function send() {
    try {
      const result = await submit.mutateAsync({ moduleId, answers });
      setPhase('results');
      if (result.passed) {
        toast({ title: intl.formatMessage(m.passedToastTitle), description: intl.formatMessage(passedToastBody, { score: result.score }), variant: 'success' });
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

  if (phase === 'results' && submit.data) {
    return <QuizResults quiz={quiz} result={submit.data} nextModuleId={nextModuleId} onRestart={start} />;
  }
  if (phase === 'intro') {
    const best = progress?.quizScores[String(moduleId)];
    return <QuizIntro count={quiz.questions.length} bestScore={best ?? null} onStart={start} />;
  }
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
