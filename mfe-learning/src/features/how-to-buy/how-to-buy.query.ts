import type { HowToBuy } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { studioDocumentQueries, useApi, useLocale, useStudioDocument, type ApiClient } from '@reentry/platform';

/**
 * The guide's copy (steps, security notice, disclaimer) in one language: the content studio's `how-to-buy`
 * document (issue 32), the draft in an editor's preview.
 */
export function howToBuyQueries(api: ApiClient, locale: Locale) {
  return studioDocumentQueries<HowToBuy>(api, { key: 'how-to-buy', locale, queryKey: ['learning', 'how-to-buy'] });
}

/** The guide in the page's language (while another language loads, the one on screen stays); the draft in a preview. */
export function useHowToBuy() {
  const { locale } = useLocale();
  return useStudioDocument(howToBuyQueries(useApi(), locale));
}
