import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningModule } from '@reentry/contracts/content';
import type { Quiz } from '@reentry/contracts/content-quiz';
import { MODULE_IDS } from '@reentry/contracts/constants';
import type { Locale } from '@reentry/contracts/locale';
import { publishedDocument, useApi, useLocale, type ApiClient } from '@reentry/platform';

export interface HandoutModule {
  module: LearningModule;
  /** Questions and options only: the public quiz read never holds the answers. */
  quiz: Quiz;
}

// This release's lessons and questions, used only when the API cannot be reached at all: chunks of their own.
const packageLesson = async (locale: Locale, id: number) => (await import('@reentry/content/modules')).getModule(locale, id)!;
const packageQuiz = async (locale: Locale, id: number) => (await import('@reentry/content/quizzes')).getQuiz(locale, id)!;

/** The participant handout: every module's published lesson and practice questions (`module-N`, `quiz-N`). */
export function handoutQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['instructor', 'handout', locale],
    queryFn: ({ signal }): Promise<HandoutModule[]> =>
      Promise.all(
        MODULE_IDS.map(async (id) => {
          const [lesson, quiz] = await Promise.all([
            publishedDocument(api, `module-${id}`, locale, signal, () => packageLesson(locale, id)),
            publishedDocument(api, `quiz-${id}`, locale, signal, () => packageQuiz(locale, id)),
          ]);
          return { module: lesson.document, quiz: quiz.document };
        }),
      ),
    networkMode: 'always',
  });
}

export function useHandout() {
  return useQuery({ ...handoutQuery(useApi(), useLocale().locale), placeholderData: keepPreviousData });
}
