import type { FaqItem } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { studioDocumentQueries, useApi, useLocale, useStudioDocument, type ApiClient } from '@reentry/platform';

/**
 * The workshop FAQ in one language (`workshop-faq`, issue 32): the content studio's published text, in the
 * server's HTML through the page's loader, or the draft in an editor's preview.
 */
export function workshopFaqQueries(api: ApiClient, locale: Locale) {
  return studioDocumentQueries<FaqItem[]>(api, { key: 'workshop-faq', locale, queryKey: ['forms', 'workshop-faq'] });
}

/** The FAQ in the page's language (while another language loads, the one on screen stays); the draft in a preview. */
export function useWorkshopFaq() {
  const { locale } = useLocale();
  const { data, ...state } = useStudioDocument(workshopFaqQueries(useApi(), locale));
  return { items: data, ...state };
}
