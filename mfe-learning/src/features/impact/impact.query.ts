import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Impact } from '@reentry/contracts/impact';
import { ApiError, useApi, type ApiClient } from '@reentry/platform';

/** The months asked for in `/impact?from=&to=` (the API checks them; the page only passes them on). */
export interface ImpactRange {
  from?: string;
  to?: string;
}

/** The figures as data, or why there are none: a bad range (400, with the API's translated message) or the API away. */
export type ImpactAnswer = { outcome: 'found'; figures: Impact } | { outcome: 'invalid'; message: string } | { outcome: 'failed' };

export function readImpactRange(search: URLSearchParams): ImpactRange {
  const pick = (name: string) => search.get(name) || undefined;
  return { from: pick('from'), to: pick('to') };
}

/** `GET /api/impact?from=&to=`: the public figures of whole months. */
export function impactQuery(api: ApiClient, range: ImpactRange) {
  const search = new URLSearchParams(Object.entries(range).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const query = search.size > 0 ? `?${search}` : '';
  return queryOptions({
    queryKey: ['learning', 'impact', range.from ?? '', range.to ?? ''],
    queryFn: async ({ signal }): Promise<ImpactAnswer> => {
      try {
        return { outcome: 'found', figures: await api.get<Impact>(`/api/impact${query}`, { signal }) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return { outcome: 'invalid', message: Object.values(error.fields ?? {})[0] ?? error.userMessage ?? '' };
        return { outcome: 'failed' };
      }
    },
  });
}

export function useImpact(range: ImpactRange) {
  return useQuery(impactQuery(useApi(), range));
}
