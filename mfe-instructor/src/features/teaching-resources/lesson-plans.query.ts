import { queryOptions } from '@tanstack/react-query';
import type { LessonPlan } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { draftDocument, publishedDocument, useApi, useDraftOrPublished, useLocale, type ApiClient } from '@reentry/platform';

// This release's plans, used only when the API cannot be reached at all (version 0): a chunk of its own.
const packagePlans = async (locale: Locale): Promise<LessonPlan[]> => [...(await import('@reentry/content/teaching-resources')).teachingResources[locale]];

/** The lesson plans in one language: the content studio's published `teaching-resources` document (issue 32). */
export function lessonPlansQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['instructor', 'lesson-plans', locale],
    queryFn: ({ signal }) => publishedDocument(api, 'teaching-resources', locale, signal, () => packagePlans(locale)),
    networkMode: 'always',
  });
}

/** The plans' draft for an editor's preview (`/instructor?preview=draft`); null: not theirs to see, or not showable. */
export function lessonPlansDraftQuery(api: ApiClient, locale: Locale) {
  return queryOptions({ queryKey: ['instructor', 'lesson-plans-draft', locale], queryFn: ({ signal }) => draftDocument<LessonPlan[]>(api, 'teaching-resources', locale, signal), staleTime: 0 });
}

/** The plans in the page's language (the ones on screen stay while another language loads); the draft in a preview. */
export function useLessonPlans() {
  const { locale } = useLocale();
  const api = useApi();
  return useDraftOrPublished(lessonPlansDraftQuery(api, locale), lessonPlansQuery(api, locale));
}
