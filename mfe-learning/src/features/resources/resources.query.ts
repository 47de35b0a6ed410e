import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Resources } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { publishedDocument, useApi, useLocale, type ApiClient } from '@reentry/platform';

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
 * The three tabs' content (Finance, Courage, Programs) in one language: the content studio's published
 * `resources` document (issue 32), so a program's new phone number reaches the page without a release.
 */
export function resourcesQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['learning', 'resources', locale],
    queryFn: ({ signal }) => publishedDocument(api, 'resources', locale, signal, resources[locale]),
    networkMode: 'always',
  });
}

/** The resources in the page's language (while another language loads, the one on screen stays). */
export function useResources() {
  const { locale } = useLocale();
  const query = useQuery({ ...resourcesQuery(useApi(), locale), placeholderData: keepPreviousData });
  return { data: query.data?.document, isError: query.isError };
}
