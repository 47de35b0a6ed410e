import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { type ApiClient, publishedDocument, studioDocumentQueries, useApi, useLocale, useStudioDocument } from '@reentry/platform';
import type { ModuleId } from './module-id';

/**
 * A module's quiz in one language (`quiz-N`, questions and options only: the answers and explanations never
 * leave the API, see no-answer-key.test.ts): the published one, and the draft for an editor's preview. The
 * question and option ids are the ones grading reads from the same published document. Offline, the service
 * worker's copy (kept when a signed-in learner opened the module or saved it for offline).
 */
export function quizQueries(api: ApiClient, id: ModuleId, locale: Locale) {
  return studioDocumentQueries<Quiz>(api, { key: `quiz-${id}`, locale, queryKey: ['learning', 'quiz', id] });
}

/** The published quiz read once, as its query reads it (the before-check's questions when the API is out of reach). */
export const readPublishedQuiz = (api: ApiClient, id: ModuleId, locale: Locale, signal?: AbortSignal) => publishedDocument<Quiz>(api, `quiz-${id}`, locale, signal);

export function useQuiz(id: ModuleId) {
  const { locale } = useLocale();
  return useStudioDocument(quizQueries(useApi(), id, locale));
}
