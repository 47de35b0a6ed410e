import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningModule } from '@reentry/contracts/content';
import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { useLocale } from '@reentry/platform';

export interface HandoutModule {
  module: LearningModule;
  /** Questions and options only: the browser's quiz content never holds the answers. */
  quiz: Quiz | undefined;
}

/** The participant handout: every module's text and practice questions, loaded on demand like the plans. */
export function handoutQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['instructor', 'handout', locale],
    queryFn: async (): Promise<HandoutModule[]> => {
      const [{ modules }, { getQuiz }] = await Promise.all([import('@reentry/content/modules'), import('@reentry/content/quizzes')]);
      return modules[locale].map((module) => ({ module, quiz: getQuiz(locale, module.id) }));
    },
  });
}

export function useHandout() {
  return useQuery({ ...handoutQuery(useLocale().locale), placeholderData: keepPreviousData });
}
