import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@reentry/contracts/user';
import { sessionQueryKey, useApi } from '@reentry/platform';

/**
 * What signing in and out does to cached data (spec section 4): login and register set the
 * user and refresh everything else (progress); logout clears every cached query.
 */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const api = useApi();
  return {
    signedIn(user: User) {
      queryClient.setQueryData(sessionQueryKey, user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'platform' });
    },
    async logOut() {
      await api.post('/api/auth/logout');
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  };
}
