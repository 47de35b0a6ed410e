import { queryOptions, useQuery } from '@tanstack/react-query';
import type { XPostContent } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { publishedDocument, useApi, useLocale, type ApiClient } from '@reentry/platform';

/** The templates and hashtags in one language: the content studio's published `x-post` document (issue 32). */
export function xPostQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['admin', 'x-post', locale],
    queryFn: ({ signal }) => publishedDocument<XPostContent>(api, 'x-post', locale, signal),
    networkMode: 'always',
  });
}

export function useXPostContent() {
  return useQuery(xPostQuery(useApi(), useLocale().locale));
}
