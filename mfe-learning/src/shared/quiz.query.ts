import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { type ApiClient, publishedDocument, studioDocumentQueries, useApi, useLocale, useStudioDocument } from '@reentry/platform';
import type { ModuleId } from './module-id';

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
 * A module's quiz in one language (`quiz-N`, questions and options only): the published one, and the draft
 * for an editor's preview. The code chunk is this release's questions, used only when the API cannot be
 * reached and the service worker kept no copy. The question and option ids are the ones grading reads from
 * the same published document.
 */
export function quizQueries(api: ApiClient, id: ModuleId, locale: Locale) {
  return studioDocumentQueries<Quiz>(api, { key: `quiz-${id}`, locale, queryKey: ['learning', 'quiz', id], fallback: () => releaseQuiz(id, locale) });
}

const releaseQuiz = async (id: ModuleId, locale: Locale) => (await quizzes[id]())[locale];

/** The published quiz read once, as its query reads it (the before-check's questions when the API is out of reach). */
export const readPublishedQuiz = (api: ApiClient, id: ModuleId, locale: Locale, signal?: AbortSignal) => publishedDocument(api, `quiz-${id}`, locale, signal, () => releaseQuiz(id, locale));

export function useQuiz(id: ModuleId) {
  const { locale } = useLocale();
  return useStudioDocument(quizQueries(useApi(), id, locale));
}
