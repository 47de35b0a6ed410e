import { queryOptions } from '@tanstack/react-query';
import type { AccountSession, TwoFactorStatus } from '@reentry/contracts/account-security';
import type { ApiClient } from '@reentry/platform';

/** GET /api/auth/sessions: the user's signed-in devices. */
export function sessionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['shell', 'account', 'sessions'] as const,
    queryFn: ({ signal }) => api.get<AccountSession[]>('/api/auth/sessions', { signal }),
  });
}

/** GET /api/auth/two-factor: whether two-step sign-in is on, and whether this account must use it. */
export function twoFactorStatusQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['shell', 'account', 'two-factor'] as const,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/auth/two-factor', { signal }),
  });
}
