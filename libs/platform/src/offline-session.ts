import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@reentry/contracts/user';
import type { ApiClient } from './api-client.js';
import { hasOfflineSession, forgetOfflineSession, readOfflineSession, storeOfflineSession } from './offline-session-store.js';
import { sessionQueryKey, sessionQueryOptions } from './session.js';
import { untilPageHydrated } from './viewer-change.js';

const isSessionKey = (key: readonly unknown[]) => key[0] === sessionQueryKey[0] && key[1] === sessionQueryKey[1];

/**
 * A page served offline is the visitor's copy (no personal page is ever cached). When the server cannot be
 * reached, the learner of this browser session is shown as last known: signed in, with their progress.
 */
async function showLastKnownLearner(queryClient: QueryClient, api: ApiClient): Promise<void> {
  try {
    // The server answers: the subscription keeps or forgets the state by what it said.
    await queryClient.fetchQuery({ ...sessionQueryOptions(api), staleTime: 0 });
    return;
  } catch {
    // no network (or no server): the learner as last known, below
  }
  const user = await readOfflineSession();
  // Over a page whose code cannot be loaded (never kept), nothing changes: it stays the visitor's copy.
  if (!user || !(await untilPageHydrated(queryClient))) return;
  if (!queryClient.getQueryData<User | null>(sessionQueryKey)) queryClient.setQueryData(sessionQueryKey, user);
}

/**
 * Keeps the signed-in learner's state for offline pages while their session lasts: stored (encrypted)
 * whenever the session query holds a learner, forgotten when the server says nobody is signed in; and on a
 * page that came without a learner while one is kept, shows them if the server cannot be reached. The
 * shell calls it once the page has hydrated. Decision: docs/decisions/issue-30-offline-without-personal-pages.md.
 */
export function keepOfflineSession(queryClient: QueryClient, api: ApiClient): () => void {
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isSessionKey(event.query.queryKey)) return;
    const user = event.query.state.data as User | null | undefined;
    if (user) void storeOfflineSession(user).catch(() => undefined);
    else if (!event.action.manual) forgetOfflineSession();
  });
  const current = queryClient.getQueryData<User | null>(sessionQueryKey);
  if (current) void storeOfflineSession(current).catch(() => undefined);
  else if (current === null && hasOfflineSession()) void showLastKnownLearner(queryClient, api);
  return unsubscribe;
}
