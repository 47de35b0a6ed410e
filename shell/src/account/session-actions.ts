import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@reentry/contracts/user';
import { clearPersonalData, sessionQueryKey, useApi, useKiosk } from '@reentry/platform';

/**
 * What signing in and out does to cached data (spec section 4): login and register set the
 * user and refresh everything else (progress); logout clears every cached query and anything personal
 * the browser kept. On a shared tablet (kiosk mode) logout also reloads the home page in place
 * (`'reloading'`: the caller must not navigate).
 */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const api = useApi();
  const kiosk = useKiosk();
  return {
    signedIn(user: User) {
      queryClient.setQueryData(sessionQueryKey, user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'platform' });
    },
    async logOut(): Promise<'signed-out' | 'reloading'> {
      if (kiosk) {
        // The shared tablet's code came with its idle sign-out; other devices never download it.
        const { resetSharedTablet } = await import('../kiosk/reset-shared-tablet');
        await resetSharedTablet(api, 'kiosk-signed-out');
        return 'reloading';
      }
      await api.post('/api/auth/logout');
      // Pages saved for offline reading while signed in, the cache, drafts: nothing of this learner stays.
      await clearPersonalData(queryClient);
      return 'signed-out';
    },
  };
}
