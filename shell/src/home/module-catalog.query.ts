import type { Locale } from '@reentry/contracts/locale';
import { moduleCatalogQuery, useModuleCatalog as usePlatformModuleCatalog, type ApiClient } from '@reentry/platform';

// The home page's module cards: the platform's one catalogue query, with this release's cards as its own
// chunk for a phone that cannot reach the API (never part of the home page's first load).
const packageCards = async (locale: Locale) => (await import('@reentry/content/module-cards')).moduleCards(locale);

export const homeModuleCatalogQuery = (api: ApiClient, locale: Locale) => moduleCatalogQuery(api, locale, packageCards);
export const useModuleCatalog = () => usePlatformModuleCatalog(packageCards);
