import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Roster, RosterPerson } from '@reentry/contracts/roster';
import { useApi, type ApiClient } from '@reentry/platform';

const rosterKey = ['instructor', 'roster'] as const;

/** `GET /api/instructor/roster`: the people in the caller's class with no account yet (issue 41). */
export function rosterQuery(api: ApiClient) {
  return queryOptions({ queryKey: rosterKey, queryFn: ({ signal }) => api.get<Roster>('/api/instructor/roster', { signal }) });
}

export function useRoster() {
  return useQuery(rosterQuery(useApi()));
}

/** `POST /api/instructor/roster`: adds one person; the list then shows them last. */
export function useAddRosterPerson() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<RosterPerson>('/api/instructor/roster', { name }),
    onSuccess: (person) => queryClient.setQueryData<Roster>(rosterKey, (roster) => ({ people: [...(roster?.people ?? []), person] })),
  });
}
