import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqItem } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { publishedDocument, useApi, useLocale, type ApiClient } from '@reentry/platform';

/**
 * The published workshop FAQ in one language (`workshop-faq`, issue 32): the content studio's text, in
 * the server's HTML through the page's loader. This release's own text (the package) is used only when the
 * API cannot be reached at all (offline, and the service worker kept no copy).
 */
export function workshopFaqQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['forms', 'workshop-faq', locale],
    queryFn: ({ signal }) => publishedDocument(api, 'workshop-faq', locale, signal, () => import('@reentry/content/workshop-faq').then((faq) => faq.workshopFaq[locale])),
    networkMode: 'always',
  });
}

/** The FAQ in the page's language (while another language loads, the one on screen stays). */
export function useWorkshopFaq() {
  const { locale } = useLocale();
  const query = useQuery({ ...workshopFaqQuery(useApi(), locale), placeholderData: keepPreviousData });
  return { items: query.data?.document, isError: query.isError };
}
