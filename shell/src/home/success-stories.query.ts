import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@reentry/contracts/locale';
import type { SuccessStory } from '@reentry/contracts/success-stories';
import { useApi, useLocale, type ApiClient } from '@reentry/platform';

/** Approved stories, those in the visitor's language first (each keeps the language it was written in). */
export function successStoriesQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['shell', 'success-stories', locale],
    queryFn: ({ signal }) => api.get<SuccessStory[]>(`/api/success-stories?locale=${locale}`, { signal }),
  });
}

/** Approved success stories for the testimonials section. */
export function useSuccessStories() {
  return useQuery(successStoriesQuery(useApi(), useLocale().locale));
}
