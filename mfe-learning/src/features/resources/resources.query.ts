import type { Resources } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { studioDocumentQueries, useApi, useLocale, useStudioDocument, type ApiClient } from '@reentry/platform';

// This release's own text, used only when the API cannot be reached at all (offline, and the service worker
// kept no copy). The reader's language only: the page's data carries one language, not both.
const resources: Record<Locale, () => Promise<Resources>> = {
  en: async () => {
    const [finance, support] = await Promise.all([import('@reentry/content/resources/finance.en'), import('@reentry/content/resources/support.en')]);
    return { finance: finance.financeEn, courage: support.courageEn, programs: support.programsEn };
  },
  es: async () => {
    const [finance, support] = await Promise.all([import('@reentry/content/resources/finance.es'), import('@reentry/content/resources/support.es')]);
    return { finance: finance.financeEs, courage: support.courageEs, programs: support.programsEs };
  },
};

/**
 * The three tabs' content (Finance, Courage, Programs) in one language: the content studio's `resources`
 * document (issue 32), so a program's new phone number reaches the page without a release; the draft in an
 * editor's preview.
 */
export function resourcesQueries(api: ApiClient, locale: Locale) {
  return studioDocumentQueries<Resources>(api, { key: 'resources', locale, queryKey: ['learning', 'resources'], fallback: resources[locale] });
}

/** The resources in the page's language (while another language loads, the one on screen stays); the draft in a preview. */
export function useResources() {
  const { locale } = useLocale();
  return useStudioDocument(resourcesQueries(useApi(), locale));
}
