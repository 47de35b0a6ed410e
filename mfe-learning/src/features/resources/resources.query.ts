import type { Resources } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { studioDocumentQueries, useApi, useLocale, useStudioDocument, type ApiClient } from '@reentry/platform';

/**
 * The three tabs' content (Finance, Courage, Programs) in one language: the content studio's `resources`
 * document (issue 32), so a program's new phone number reaches the page without a release; the draft in an
 * editor's preview.
 */
export function resourcesQueries(api: ApiClient, locale: Locale) {
  return studioDocumentQueries<Resources>(api, { key: 'resources', locale, queryKey: ['learning', 'resources'] });
}

/** The resources in the page's language (while another language loads, the one on screen stays); the draft in a preview. */
export function useResources() {
  const { locale } = useLocale();
  return useStudioDocument(resourcesQueries(useApi(), locale));
}
