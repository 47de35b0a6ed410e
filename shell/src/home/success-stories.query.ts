import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessStory } from '@reentry/contracts/success-stories';
import { useApi, type ApiClient } from '@reentry/platform';

export function successStoriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['shell', 'success-stories'],
    queryFn: ({ signal }) => api.get<SuccessStory[]>('/api/success-stories', { signal }),
  });
}

/** Approved success stories for the testimonials section. */
export function useSuccessStories() {
  return useQuery(successStoriesQuery(useApi()));
}
