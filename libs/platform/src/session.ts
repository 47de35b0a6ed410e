import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_RECHECK_MS } from '@reentry/contracts/constants';
import type { User } from '@reentry/contracts/user';
import type { ApiClient } from './api-client.js';
import { useApi } from './platform-context.js';
import { untilPageHydrated } from './viewer-change.js';

export const sessionQueryKey = ['platform', 'session'] as const;

export function sessionQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal, client }) => {
      const user = await api.get<User | null>('/api/auth/me', { on401: 'null', signal });
      // Another viewer than the page was rendered for (signed out elsewhere, or a visitor's copy served
      // to a learner) is shown once the page has hydrated (viewer-change.ts).
      if (JSON.stringify(user) !== JSON.stringify(client.getQueryData(sessionQueryKey) ?? null)) await untilPageHydrated(client);
      return user;
    },
    refetchInterval: SESSION_RECHECK_MS,
  });
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: User };

/** Who is signed in. Checked on load and every 5 minutes; a 401 means anonymous. */
export function useSession(): Session {
  const { data, isPending, isError } = useQuery(sessionQueryOptions(useApi()));
  if (isPending) return { status: 'loading', user: null };
  // No API reachable: the learner as last known (offline, issue 30), else a visitor.
  if (isError && !data) return { status: 'anonymous', user: null };
  return data ? { status: 'authenticated', user: data } : { status: 'anonymous', user: null };
}
