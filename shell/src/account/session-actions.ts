import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@reentry/contracts/user';
import { sessionQueryKey } from '@reentry/platform';

/**
 * What signing in does to cached data (spec section 4), in the sign-in and sign-up actions: the user is
 * set (the header shows them at once) and everything else refreshed (progress). On the server the cache is
 * the request's own and goes with it; the next page is rendered for the new session.
 */
export function signedIn(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(sessionQueryKey, user);
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'platform' });
}

/** Who is signed in now, as the page's cache says (the actions above keep it). */
export function cachedUser(queryClient: QueryClient): User | null {
  return queryClient.getQueryData<User | null>(sessionQueryKey) ?? null;
}
