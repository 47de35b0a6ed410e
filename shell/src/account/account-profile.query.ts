import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AccountProfile } from '@reentry/contracts/account';
import { sessionQueryKey, type ApiClient } from '@reentry/platform';

export const accountProfileKey = ['shell', 'account', 'profile'] as const;

/** GET /api/account: the signed-in learner's name, username, email and language. */
export function accountProfileQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: accountProfileKey,
    queryFn: ({ signal }) => api.get<AccountProfile>('/api/account', { signal }),
  });
}

/** After a change: the page shows the answer at once, and the header's session (the name) is read again. */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return (profile: AccountProfile) => {
    queryClient.setQueryData(accountProfileKey, profile);
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}
