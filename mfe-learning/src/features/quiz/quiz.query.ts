import { queryOptions } from '@tanstack/react-query';
import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { type ApiClient, draftDocument, publishedDocument, useApi, useDraftOrPublished, useLocale } from '@reentry/platform';
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

/**
 * A module's published quiz in one language (`quiz-N`, questions and options only). The code chunk is this
 * release's questions, used only when the API cannot be reached and the service worker kept no copy. The
 * question and option ids are the ones grading reads from the same published document.
 */
export function quizQuery(api: ApiClient, id: ModuleId, locale: Locale) {
  // networkMode always: offline, the worker's copy or the code chunk answers (React Query would otherwise
  // hold the query, and the quiz tab would say Loading for as long as the phone is offline).
  return queryOptions({
    queryKey: ['learning', 'quiz', id, locale],
    queryFn: ({ signal }) => publishedDocument(api, `quiz-${id}`, locale, signal, async () => (await quizzes[id]())[locale]),
    networkMode: 'always',
  });
}

/** The quiz's draft for an editor's preview, without its answers (null: not theirs to see, or not showable). */
export function quizDraftQuery(api: ApiClient, id: ModuleId, locale: Locale) {
  return queryOptions({ queryKey: ['learning', 'quiz-draft', id, locale], queryFn: ({ signal }) => draftDocument<Quiz>(api, `quiz-${id}`, locale, signal), staleTime: 0 });
}

export function useQuiz(id: ModuleId) {
  const { locale } = useLocale();
  const api = useApi();
  return useDraftOrPublished(quizDraftQuery(api, id, locale), quizQuery(api, id, locale));
}
