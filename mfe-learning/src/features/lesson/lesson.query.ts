import type { LearningModule } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';
import { type ApiClient, studioDocumentQueries, useApi, useLocale, useStudioDocument } from '@reentry/platform';
import type { ModuleId } from '../../shared/module-id';

/**
 * One lesson in one language (`module-N`): the published one, and the draft for an editor's preview. Offline,
 * the service worker's copy (kept when the module was opened or saved for offline).
 */
export function lessonQueries(api: ApiClient, id: ModuleId, locale: Locale) {
  return studioDocumentQueries<LearningModule>(api, { key: `module-${id}`, locale, queryKey: ['learning', 'lesson', id] });
}

/** The lesson in the page's language (while another language loads, the one on screen stays); the draft in a preview. */
export function useLesson(id: ModuleId) {
  const { locale } = useLocale();
  return useStudioDocument(lessonQueries(useApi(), id, locale));
}
