import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AccountExport, AccountProfile } from '@reentry/contracts/account';
import type { User } from '@reentry/contracts/user';
import { sessionQueryKey, type ApiClient } from '@reentry/platform';

export const accountProfileKey = ['shell', 'account', 'profile'] as const;

/** GET /api/account: the signed-in learner's name, username, email and language. */
export function accountProfileQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: accountProfileKey,
    queryFn: ({ signal }) => api.get<AccountProfile>('/api/account', { signal }),
  });
}

/** GET /api/account/export: everything the account holds (the data page's summary; the download is the same file). */
export function accountExportQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['shell', 'account', 'export'] as const,
    queryFn: ({ signal }) => api.get<AccountExport>('/api/account/export', { signal }),
    staleTime: Infinity,
  });
}

/**
 * After a change: the page and the header's name show the answer at once (the server's answer, not what
 * was typed), and the session is read again for the rest.
 */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return (profile: AccountProfile) => {
    queryClient.setQueryData(accountProfileKey, profile);
    queryClient.setQueryData<User | null>(sessionQueryKey, (user) => (user ? { ...user, name: profile.name } : user));
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}
