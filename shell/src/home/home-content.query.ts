import { queryOptions } from '@tanstack/react-query';
import type { HomeContent } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { draftDocument, publishedDocument, useApi, useDraftOrPublished, useLocale, type ApiClient } from '@reentry/platform';

// This release's own cards, used only when the API cannot be reached at all (offline, and the service worker
// kept no copy): a chunk of its own, never part of the home page's first load.
const packageHome = async (locale: Locale): Promise<HomeContent> => (await import('@reentry/content/home')).home[locale];

/** The mission-and-impact cards in one language: the content studio's published `home` document (issue 32). */
export function homeContentQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['shell', 'home-content', locale],
    queryFn: ({ signal }) => publishedDocument(api, 'home', locale, signal, () => packageHome(locale)),
    networkMode: 'always',
  });
}

/** The draft of the cards for an editor's preview (`/?preview=draft`); null: not theirs to see, or not showable. */
export function homeDraftQuery(api: ApiClient, locale: Locale) {
  return queryOptions({ queryKey: ['shell', 'home-draft', locale], queryFn: ({ signal }) => draftDocument<HomeContent>(api, 'home', locale, signal), staleTime: 0 });
}

/** The cards in the page's language (the one on screen stays while another loads); the draft in a preview. */
export function useHomeContent() {
  const { locale } = useLocale();
  const api = useApi();
  return useDraftOrPublished(homeDraftQuery(api, locale), homeContentQuery(api, locale));
}
