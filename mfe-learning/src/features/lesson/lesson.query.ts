import type { LearningModule } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';
import { type ApiClient, studioDocumentQueries, useApi, useLocale, useStudioDocument } from '@reentry/platform';
import type { ModuleId } from '../../shared/module-id';

type Loader = () => Promise<LearningModule>;

// One chunk per module and language: a lesson is loaded in the reader's language only, and only
// when it is open to them (the route loader checks that first).
const lessons: Record<Locale, Record<ModuleId, Loader>> = {
  en: {
    1: () => import('@reentry/content/modules/module-1.en').then((m) => m.module1En),
    2: () => import('@reentry/content/modules/module-2.en').then((m) => m.module2En),
    3: () => import('@reentry/content/modules/module-3.en').then((m) => m.module3En),
    4: () => import('@reentry/content/modules/module-4.en').then((m) => m.module4En),
    5: () => import('@reentry/content/modules/module-5.en').then((m) => m.module5En),
    6: () => import('@reentry/content/modules/module-6.en').then((m) => m.module6En),
  },
  es: {
    1: () => import('@reentry/content/modules/module-1.es').then((m) => m.module1Es),
    2: () => import('@reentry/content/modules/module-2.es').then((m) => m.module2Es),
    3: () => import('@reentry/content/modules/module-3.es').then((m) => m.module3Es),
    4: () => import('@reentry/content/modules/module-4.es').then((m) => m.module4Es),
    5: () => import('@reentry/content/modules/module-5.es').then((m) => m.module5Es),
    6: () => import('@reentry/content/modules/module-6.es').then((m) => m.module6Es),
  },
};

/** Loads a lesson's code whether or not the page's data already holds it (see loadQuizCode). */
export const loadLessonCode = (id: ModuleId, locale: Locale) => lessons[locale][id]();

/**
 * One lesson in one language (`module-N`): the published one, and the draft for an editor's preview. The code
 * chunk above is this release's text, used only when the API cannot be reached and the service worker kept
 * no copy (an offline phone that never saved it).
 */
export function lessonQueries(api: ApiClient, id: ModuleId, locale: Locale) {
  return studioDocumentQueries<LearningModule>(api, { key: `module-${id}`, locale, queryKey: ['learning', 'lesson', id], fallback: lessons[locale][id] });
}

/** The lesson in the page's language (while another language loads, the one on screen stays); the draft in a preview. */
export function useLesson(id: ModuleId) {
  const { locale } = useLocale();
  return useStudioDocument(lessonQueries(useApi(), id, locale));
}
