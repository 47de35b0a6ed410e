import type { HomeContent } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { studioDocumentQueries, useApi, useLocale, useStudioDocument, type ApiClient } from '@reentry/platform';

// This release's own cards, used only when the API cannot be reached at all (offline, and the service worker
// kept no copy): a chunk of its own, never part of the home page's first load.
const packageHome = async (locale: Locale): Promise<HomeContent> => (await import('@reentry/content/home')).home[locale];

/** The mission-and-impact cards in one language: the content studio's `home` document (issue 32), and its draft. */
export const homeContentQueries = (api: ApiClient, locale: Locale) =>
  studioDocumentQueries<HomeContent>(api, { key: 'home', locale, queryKey: ['shell', 'home-content'], fallback: () => packageHome(locale) });

/** The cards in the page's language (the one on screen stays while another loads); the draft in a preview. */
export function useHomeContent() {
  const { locale } = useLocale();
  return useStudioDocument(homeContentQueries(useApi(), locale));
}
