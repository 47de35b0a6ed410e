import type { ModuleCard } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';
import { moduleCatalogQuery as platformModuleCatalogQuery, useModuleCatalog as usePlatformModuleCatalog, type ApiClient } from '@reentry/platform';

/** A module's card: the catalogue's shape in libs/contracts (the API makes it from the published lessons). */
export type ModuleCardData = ModuleCard;

// The platform's one catalogue query (shared with the home page), with this release's cards as the offline fallback.
const packageCards = async (locale: Locale) => (await import('@reentry/content/module-cards')).moduleCards(locale);

export const moduleCatalogQuery = (api: ApiClient, locale: Locale) => platformModuleCatalogQuery(api, locale, packageCards);
export const useModuleCatalog = () => usePlatformModuleCatalog(packageCards);
