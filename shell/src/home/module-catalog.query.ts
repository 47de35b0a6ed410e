import type { Locale } from '@reentry/contracts/locale';
import { moduleCatalogQuery, useModuleCatalog as usePlatformModuleCatalog, type ApiClient } from '@reentry/platform';

// The home page's module cards: the platform's one catalogue query (offline, the service worker's copy).
export const homeModuleCatalogQuery = (api: ApiClient, locale: Locale) => moduleCatalogQuery(api, locale);
export const useModuleCatalog = () => usePlatformModuleCatalog();
