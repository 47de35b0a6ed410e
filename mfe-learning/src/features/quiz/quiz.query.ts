import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { useLocale } from '@reentry/platform';
import type { ModuleId } from '../../shared/module-id';

type Loader = () => Promise<Record<Locale, Quiz>>;

// Questions and options only: the answers and explanations never leave the API (see no-answer-key.test.ts).
const quizzes: Record<ModuleId, Loader> = {
  1: () => import('@reentry/content/quizzes/module-1').then((m) => m.quiz1),
  2: () => import('@reentry/content/quizzes/module-2').then((m) => m.quiz2),
  3: () => import('@reentry/content/quizzes/module-3').then((m) => m.quiz3),
  4: () => import('@reentry/content/quizzes/module-4').then((m) => m.quiz4),
  5: () => import('@reentry/content/quizzes/module-5').then((m) => m.quiz5),
  6: () => import('@reentry/content/quizzes/module-6').then((m) => m.quiz6),
};

/**
 * Loads a quiz's code (its questions, every language) whether or not the page's data already holds them: a
 * page served offline is a visitor's copy without them, so a signed-in learner's quiz needs its code kept.
 */
export const loadQuizCode = (id: ModuleId) => quizzes[id]();

/** A module's quiz questions in one language. */
export function quizQuery(id: ModuleId, locale: Locale) {
  // The questions are this remote's own code, not a request to the API: load them offline too (React Query
  // would otherwise hold the query, and the quiz tab would say Loading for as long as the phone is offline).
  return queryOptions({ queryKey: ['learning', 'quiz', id, locale], queryFn: async () => (await quizzes[id]())[locale], networkMode: 'always' });
}

export function useQuiz(id: ModuleId) {
  const { locale } = useLocale();
  return useQuery({ ...quizQuery(id, locale), placeholderData: keepPreviousData });
}
