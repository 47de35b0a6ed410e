import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleCard } from '@reentry/contracts/content';
import { MODULE_CATALOG_KEY } from '@reentry/contracts/content-reads';
import type { Locale } from '@reentry/contracts/locale';
import type { ApiClient } from './api-client.js';
import { useApi } from './platform-context.js';
import { useLocale } from './preferences.js';
import { isNotSavedHere, publishedDocument } from './published-content.js';

/**
 * The six modules' cards in one language, from the published lessons (`GET /api/content/module-catalog`,
 * issue 32): the home page's module cards, /modules and each module's heading. One query key for every
 * page, so the cards one page read serve the next. Offline, the service worker's copy.
 */
export function moduleCatalogQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['platform', 'module-catalog', locale],
    queryFn: ({ signal }) => publishedDocument<ModuleCard[]>(api, MODULE_CATALOG_KEY, locale, signal),
    networkMode: 'always',
  });
}

/** The cards in the page's language (the ones on screen stay while another language loads). */
export function useModuleCatalog() {
  const { locale } = useLocale();
  const query = useQuery({ ...moduleCatalogQuery(useApi(), locale), placeholderData: keepPreviousData });
  return { data: query.data?.document, isError: query.isError, notSaved: isNotSavedHere(query.error) };
}
