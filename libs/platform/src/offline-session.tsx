import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@reentry/contracts/user';
import type { ApiClient } from './api-client.js';
import { hasOfflineSession, forgetOfflineSession, readOfflineSession, storeOfflineSession } from './offline-session-store.js';
import { useApi } from './platform-context.js';
import { sessionQueryKey, sessionQueryOptions } from './session.js';

const isSessionKey = (key: readonly unknown[]) => key[0] === sessionQueryKey[0] && key[1] === sessionQueryKey[1];

/**
 * A page served offline is the visitor's copy (no personal page is ever cached). When the server cannot be
 * reached, the learner of this browser session is shown as last known: signed in, with their progress.
 * Runs after hydration, so the first render matches the server's HTML.
 */
async function showLastKnownLearner(queryClient: QueryClient, api: ApiClient, stopped: () => boolean): Promise<void> {
  try {
    // The server answers: the subscription below keeps or forgets the state by what it said.
    await queryClient.fetchQuery({ ...sessionQueryOptions(api), staleTime: 0 });
  } catch {
    const user = await readOfflineSession();
    if (user && !stopped() && !queryClient.getQueryData<User | null>(sessionQueryKey)) queryClient.setQueryData(sessionQueryKey, user);
  }
}

/**
 * Keeps the signed-in learner's state for offline pages while their session lasts: stored (encrypted)
 * whenever the session query holds a learner, forgotten when the server says nobody is signed in.
 */
export function keepOfflineSession(queryClient: QueryClient, api: ApiClient): () => void {
  let stopped = false;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isSessionKey(event.query.queryKey)) return;
    const user = event.query.state.data as User | null | undefined;
    if (user) void storeOfflineSession(user).catch(() => undefined);
    else if (!event.action.manual) forgetOfflineSession();
  });
  const current = queryClient.getQueryData<User | null>(sessionQueryKey);
  if (current) void storeOfflineSession(current).catch(() => undefined);
  else if (current === null && hasOfflineSession()) void showLastKnownLearner(queryClient, api, () => stopped);
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/** Mounted once by the shell, inside the platform's providers. Renders nothing. */
export function OfflineSession(): null {
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(() => keepOfflineSession(queryClient, api), [queryClient, api]);
  return null;
}
