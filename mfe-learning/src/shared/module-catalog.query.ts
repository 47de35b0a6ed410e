import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleCard } from '@reentry/contracts/content';
import { MODULE_CATALOG_KEY } from '@reentry/contracts/content-studio';
import type { Locale } from '@reentry/contracts/locale';
import { publishedDocument, useApi, useLocale, type ApiClient } from '@reentry/platform';

/** A module's card: the catalogue's shape in libs/contracts (the API makes it from the published lessons). */
export type ModuleCardData = ModuleCard;

/** This release's own catalogue, used only when the API cannot be reached at all (see publishedDocument). */
async function catalogOfThisRelease(locale: Locale): Promise<ModuleCardData[]> {
  const [{ moduleCatalog }, { moduleTopics }] = await Promise.all([import('@reentry/content/module-catalog'), import('@reentry/content/module-topics')]);
  return moduleCatalog[locale].map((module) => ({ ...module, topics: moduleTopics[locale][module.id] ?? [] }));
}

/**
 * Each module's number, title, level, description and topics in one language: what cards and page
 * headings need, without any lesson text. The published lessons' own (`GET /api/content/module-catalog`),
 * so a title fixed in the content studio shows on the cards too; in the page's data on a first visit.
 */
export function moduleCatalogQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['learning', 'module-catalog', locale],
    queryFn: ({ signal }) => publishedDocument(api, MODULE_CATALOG_KEY, locale, signal, () => catalogOfThisRelease(locale)),
    networkMode: 'always',
  });
}

/** The catalogue in the page's language (the previous language stays on screen while a new one loads). */
export function useModuleCatalog() {
  const { locale } = useLocale();
  const query = useQuery({ ...moduleCatalogQuery(useApi(), locale), placeholderData: keepPreviousData });
  return { data: query.data?.document };
}
