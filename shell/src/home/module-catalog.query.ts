import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleCard } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';
import { publishedDocument, useApi, useLocale, type ApiClient } from '@reentry/platform';

// This release's catalogue, used only when the API cannot be reached at all (version 0): its own chunk.
async function packageCatalog(locale: Locale): Promise<ModuleCard[]> {
  const [{ moduleCatalog }, { moduleTopics }] = await Promise.all([import('@reentry/content/module-catalog'), import('@reentry/content/module-topics')]);
  return moduleCatalog[locale].map((module) => ({ ...module, topics: moduleTopics[locale][module.id] ?? [] }));
}

/** The six modules' cards in one language, from the published lessons (`GET /api/content/module-catalog`). */
export function moduleCatalogQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['shell', 'module-catalog', locale],
    queryFn: ({ signal }) => publishedDocument(api, 'module-catalog', locale, signal, () => packageCatalog(locale)),
    networkMode: 'always',
  });
}

/** The catalogue in the page's language (the one on screen stays while another loads). */
export function useModuleCatalog() {
  const { locale } = useLocale();
  const query = useQuery({ ...moduleCatalogQuery(useApi(), locale), placeholderData: keepPreviousData });
  return { data: query.data?.document, isError: query.isError };
}
