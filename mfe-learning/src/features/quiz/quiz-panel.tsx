import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ModuleId } from '../../shared/module-id';
import { useProgress } from '../../shared/session-progress';
import { quizMessages as m } from './quiz.messages';
import { useQuiz } from './quiz.query';
import { QuizIntro } from './quiz-intro';

// The questions and results load when the learner starts (or reaches for the Start button), not
// with the page: a first visit to the quiz tab downloads only this intro.
const loadAttempt = () => import('./quiz-attempt');
const QuizAttempt = lazy(loadAttempt);
const prepare = () => void loadAttempt();

/** A module's quiz tab: the pass mark and the learner's best score, then the attempt. */
export function QuizPanel({ moduleId, nextModuleId }: { moduleId: ModuleId; nextModuleId: ModuleId | null }) {
  const progress = useProgress();
  const { data: quiz, isError } = useQuiz(moduleId);
  const [started, setStarted] = useState(false);
  if (!quiz) {
    return (
      <p role="status">
        <FormattedMessage {...(isError ? m.loadFailed : m.loading)} />
      </p>
    );
  }
  if (!started) {
    const best = progress?.quizScores[String(moduleId)];
    return <QuizIntro count={quiz.questions.length} bestScore={best ?? null} onStart={() => setStarted(true)} onPrepare={prepare} />;
  }
  return (
    <Suspense
      fallback={
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      }
    >
      <QuizAttempt moduleId={moduleId} quiz={quiz} nextModuleId={nextModuleId} />
    </Suspense>
  );
}
