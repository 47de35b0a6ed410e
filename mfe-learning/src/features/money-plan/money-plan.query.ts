import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoneyPlanResponse } from '@reentry/contracts/money-plan';
import { useApi, type ApiClient } from '@reentry/platform';

export const moneyPlanQueryKey = ['learning', 'money-plan'] as const;

/** The signed-in learner's saved plan (`GET /api/money-plan`). */
export function moneyPlanQuery(api: ApiClient) {
  return queryOptions({ queryKey: moneyPlanQueryKey, queryFn: () => api.get<MoneyPlanResponse>('/api/money-plan') });
}

export function useSavedMoneyPlan(enabled: boolean) {
  return useQuery({ ...moneyPlanQuery(useApi()), enabled });
}
