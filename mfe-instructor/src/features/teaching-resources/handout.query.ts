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

/** The participant handout: every module's published lesson and practice questions (`module-N`, `quiz-N`). */
export function handoutQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['instructor', 'handout', locale],
    queryFn: ({ signal }): Promise<HandoutModule[]> =>
      Promise.all(
        MODULE_IDS.map(async (id) => {
          const [lesson, quiz] = await Promise.all([
            publishedDocument<LearningModule>(api, `module-${id}`, locale, signal),
            publishedDocument<Quiz>(api, `quiz-${id}`, locale, signal),
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
