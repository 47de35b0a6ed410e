import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_RECHECK_MS } from '@reentry/contracts/constants';
import type { User } from '@reentry/contracts/user';
import type { ApiClient } from './api-client.js';
import { useApi } from './platform-context.js';

export const sessionQueryKey = ['platform', 'session'] as const;

export function sessionQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => api.get<User | null>('/api/auth/me', { on401: 'null', signal }),
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
