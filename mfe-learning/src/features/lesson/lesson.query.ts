import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningModule } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';
import { useLocale } from '@reentry/platform';
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

/** One lesson in one language. */
export function lessonQuery(id: ModuleId, locale: Locale) {
  // Code, not an API request: loaded offline too (see quizQuery).
  return queryOptions({ queryKey: ['learning', 'lesson', id, locale], queryFn: lessons[locale][id], networkMode: 'always' });
}

/** The lesson in the page's language (while another language loads, the one on screen stays). */
export function useLesson(id: ModuleId) {
  const { locale } = useLocale();
  return useQuery({ ...lessonQuery(id, locale), placeholderData: keepPreviousData });
}
