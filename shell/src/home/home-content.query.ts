import type { HomeContent } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { studioDocumentQueries, useApi, useLocale, useStudioDocument, type ApiClient } from '@reentry/platform';

/** The mission-and-impact cards in one language: the content studio's `home` document (issue 32), and its draft. */
export const homeContentQueries = (api: ApiClient, locale: Locale) =>
  studioDocumentQueries<HomeContent>(api, { key: 'home', locale, queryKey: ['shell', 'home-content'] });

/** The cards in the page's language (the one on screen stays while another loads); the draft in a preview. */
export function useHomeContent() {
  const { locale } = useLocale();
  return useStudioDocument(homeContentQueries(useApi(), locale));
}
