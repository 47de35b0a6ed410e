import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DraftBanner } from '@reentry/platform';
import type { ModuleId } from '../../shared/module-id';
import { useProgress } from '../../shared/session-progress';
import { quizMessages as m } from './quiz.messages';
import { useQuiz } from './quiz.query';
import { QuizIntro } from './quiz-intro';
import { loadQuizAttempt } from './load-quiz-attempt';

// The questions and results load when the learner starts (or reaches for the Start button), not
// with the page: a first visit to the quiz tab downloads only this intro.
const loadAttempt = loadQuizAttempt;
const QuizAttempt = lazy(loadAttempt);
const OfflineAttemptPanel = lazy(() => loadAttempt().then((attempt) => ({ default: attempt.OfflineAttemptPanel })));
const prepare = () => void loadAttempt();

/** Loads the attempt's code ahead (a learner who opened a module can then take its quiz offline). */
export const prepareQuizAttempt = prepare;

type SavedAttempt = Awaited<ReturnType<Awaited<ReturnType<typeof loadAttempt>>['findOfflineAttempt']>>;

/** An attempt of this module taken offline and not graded yet (read once the page runs; the server never sees it). */
function useOfflineAttempt(moduleId: ModuleId) {
  const [attempt, setAttempt] = useState<SavedAttempt>(undefined);
  useEffect(() => {
    let current = true;
    loadAttempt()
      .then((code) => code.findOfflineAttempt(moduleId))
      .then((found) => current && setAttempt(found), () => undefined);
    return () => {
      current = false;
    };
  }, [moduleId]);
  return [attempt, () => setAttempt(undefined)] as const;
}

/** A module's quiz tab: the pass mark and the learner's best score, then the attempt. */
export function QuizPanel({ moduleId, nextModuleId }: { moduleId: ModuleId; nextModuleId: ModuleId | null }) {
  const progress = useProgress();
  const { data: quiz, isError, isDraft } = useQuiz(moduleId);
  const [started, setStarted] = useState(false);
  const [offlineAttempt, forgetOfflineAttempt] = useOfflineAttempt(moduleId);
  if (!quiz) {
    return (
      <p role="status">
        <FormattedMessage {...(isError ? m.loadFailed : m.loading)} />
      </p>
    );
  }
  if (offlineAttempt && !started) {
    return (
      <Suspense fallback={null}>
        <OfflineAttemptPanel attempt={offlineAttempt} quiz={quiz} nextModuleId={nextModuleId} onRestart={() => (forgetOfflineAttempt(), setStarted(true))} />
      </Suspense>
    );
  }
  if (!started) {
    const best = progress?.quizScores[String(moduleId)];
    return (
      <>
        <DraftBanner shown={isDraft} />
        <QuizIntro count={quiz.questions.length} bestScore={best ?? null} onStart={() => setStarted(true)} onPrepare={prepare} />
      </>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      }
    >
      <DraftBanner shown={isDraft} />
      <QuizAttempt moduleId={moduleId} quiz={quiz} nextModuleId={nextModuleId} />
    </Suspense>
  );
}
