import type { QueryClient } from '@tanstack/react-query';
import type { Progress, User } from '@reentry/contracts/user';
import { sessionQueryKey, sessionQueryOptions, useSession, type RouteServices } from '@reentry/platform';

/**
 * Progress lives in one place: the platform's session (`GET /api/auth/me` carries `progress`). The home
 * page, the module cards and the module pages all read it there, and a graded quiz writes the server's
 * new progress back there, so every one of them updates at once, without a reload or a refetch.
 */

/** For loaders: who is signed in, or null. An API that cannot answer (a standalone run) means a visitor. */
export async function loadUser({ queryClient, api }: RouteServices): Promise<User | null> {
  await queryClient.prefetchQuery(sessionQueryOptions(api));
  return queryClient.getQueryData<User | null>(sessionQueryKey) ?? null;
}

/** The signed-in learner's progress; null for a visitor. */
export function useProgress(): Progress | null {
  return useSession().user?.progress ?? null;
}

/** Puts the progress the API answered (after a graded quiz) into the session everyone reads. */
export function saveProgress(queryClient: QueryClient, progress: Progress): void {
  queryClient.setQueryData<User | null>(sessionQueryKey, (user) => (user ? { ...user, progress } : user));
}
