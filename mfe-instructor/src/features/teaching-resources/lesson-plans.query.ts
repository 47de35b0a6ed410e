import type { LessonPlan } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { studioDocumentQueries, useApi, useLocale, useStudioDocument, type ApiClient } from '@reentry/platform';

/** The lesson plans in one language: the content studio's `teaching-resources` document (issue 32), and its draft. */
export const lessonPlansQueries = (api: ApiClient, locale: Locale) =>
  studioDocumentQueries<LessonPlan[]>(api, { key: 'teaching-resources', locale, queryKey: ['instructor', 'lesson-plans'] });

/** The plans in the page's language (the ones on screen stay while another language loads); the draft in a preview. */
export function useLessonPlans() {
  const { locale } = useLocale();
  return useStudioDocument(lessonPlansQueries(useApi(), locale));
}
