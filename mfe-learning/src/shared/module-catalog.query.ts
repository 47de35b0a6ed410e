import type { ModuleCard } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';
import { moduleCatalogQuery as platformModuleCatalogQuery, useModuleCatalog as usePlatformModuleCatalog, type ApiClient } from '@reentry/platform';

/** A module's card: the catalogue's shape in libs/contracts (the API makes it from the published lessons). */
export type ModuleCardData = ModuleCard;

// The platform's one catalogue query (shared with the home page; offline, the service worker's copy).
export const moduleCatalogQuery = (api: ApiClient, locale: Locale) => platformModuleCatalogQuery(api, locale);
export const useModuleCatalog = () => usePlatformModuleCatalog();
