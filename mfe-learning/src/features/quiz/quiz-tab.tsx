import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DocumentPending, DraftBanner } from '@reentry/platform';
import type { ModuleId } from '../../shared/module-id';
import { useProgress } from '../../shared/session-progress';
import { OfflineAttemptPanel } from './offline-attempt-panel';
import { findOfflineAttempt, type OfflineAttempt } from '../../shared/offline-outbox';
import { QuizIntro } from './quiz-intro';
import { QuizQuestion } from './quiz-question';
import { QuizResults, type GradedSummary } from './quiz-results';
import { quizMessages as m } from './quiz.messages';
import { useQuiz } from '../../shared/quiz.query';
import { readAnswers } from '../../shared/quiz-answers';
import { questionPath, readQuizStep, useNewQuizAttempt } from './quiz-steps';

/** An attempt of this module taken offline and not graded yet (read once the page runs, and on each visit; the server never sees it). */
function useOfflineAttempt(moduleId: ModuleId, visit: string) {
  const [attempt, setAttempt] = useState<OfflineAttempt | undefined>(undefined);
  useEffect(() => {
    let current = true;
    findOfflineAttempt(moduleId).then((found) => current && setAttempt(found), () => undefined);
    return () => {
      current = false;
    };
  }, [moduleId, visit]);
  return attempt;
}

export interface QuizTabProps {
  moduleId: ModuleId;
  nextModuleId: ModuleId | null;
  /** The learner's newest graded attempt, shown after a graded post (`?done=graded`), and what they knew before it. */
  lastAttempt: { graded: GradedSummary; review: ReactNode; beforeAfter?: ReactNode } | null;
}

/**
 * A module's quiz tab, as its address says: the introduction with Start (a link), a question (a form the
 * page's action answers), the graded result, or an attempt kept on this phone until the network is back.
 */
export default function QuizTab({ moduleId, nextModuleId, lastAttempt }: QuizTabProps) {
  const [search] = useSearchParams();
  const progress = useProgress();
  const { data: quiz, isDraft, ...state } = useQuiz(moduleId);
  const newAttempt = useNewQuizAttempt(moduleId);
  const done = search.get('done');
  const step = readQuizStep(search);
  const kept = useOfflineAttempt(moduleId, useLocation().key);
  if (!quiz) return <DocumentPending state={state} loading={m.loading} failed={m.loadFailed} />;
  const restartTo = questionPath(moduleId, { attempt: newAttempt, answers: [] });
  const question = step ? quiz.questions[step.answers.length] : undefined;
  let shown: ReactNode;
  if (step && question) {
    const chosen = readAnswers(search.get('chosen') ?? '')?.[0];
    shown = <QuizQuestion moduleId={moduleId} question={question} count={quiz.questions.length} step={step} initial={chosen} />;
  } else if (kept) {
    shown = <OfflineAttemptPanel attempt={kept} quiz={quiz} nextModuleId={nextModuleId} restartTo={restartTo} />;
  } else if (done === 'graded' && lastAttempt) {
    shown = <QuizResults {...lastAttempt} completedModules={progress?.completedModules ?? []} nextModuleId={nextModuleId} restartTo={restartTo} />;
  } else {
    shown = <QuizIntro count={quiz.questions.length} bestScore={progress?.quizScores[String(moduleId)] ?? null} startTo={restartTo} />;
  }
  return (
    <>
      <DraftBanner shown={isDraft} />
      {shown}
    </>
  );
}
