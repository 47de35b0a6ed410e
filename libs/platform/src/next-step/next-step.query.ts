import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@reentry/contracts/locale';
import type { NextStepResponse } from '@reentry/contracts/my-learning';
import type { ApiClient } from '../api-client.js';
import { useApi } from '../platform-context.js';
import { useLocale } from '../preferences.js';
import { useSession } from '../session.js';

/** Invalidate after anything that moves the learner on (a graded quiz, a section read). */
export const nextStepQueryKey = ['platform', 'next-step'] as const;

/** `GET /api/users/next-step`: worded by the server in the page's language, so the language is in the key. */
export function nextStepQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: [...nextStepQueryKey, locale],
    queryFn: ({ signal }) => api.get<NextStepResponse>('/api/users/next-step', { signal }),
  });
}

/** The signed-in learner's next step (nothing is asked for a visitor). */
export function useNextStep() {
  const api = useApi();
  const { locale } = useLocale();
  const { user } = useSession();
  return useQuery({ ...nextStepQueryOptions(api, locale), enabled: user !== null });
}
