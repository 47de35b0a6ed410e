import { queryOptions, useQuery } from '@tanstack/react-query';
import type { XPostContent } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { publishedDocument, useApi, useLocale, type ApiClient } from '@reentry/platform';

// This release's own templates, used only when the API cannot be reached at all (version 0).
const packageTemplates = async (locale: Locale): Promise<XPostContent> => (await import('@reentry/content/x-post')).xPost[locale];

/** The templates and hashtags in one language: the content studio's published `x-post` document (issue 32). */
export function xPostQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['admin', 'x-post', locale],
    queryFn: ({ signal }) => publishedDocument(api, 'x-post', locale, signal, () => packageTemplates(locale)),
    networkMode: 'always',
  });
}

export function useXPostContent() {
  return useQuery(xPostQuery(useApi(), useLocale().locale));
}
