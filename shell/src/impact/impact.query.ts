import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Impact } from '@reentry/contracts/impact';
import { useApi, type ApiClient } from '@reentry/platform';

/** The months asked for in the page's address (`?from=2026-01&to=2026-06`), as typed; blank is not given. */
export interface ImpactRange {
  from?: string;
  to?: string;
}

/** Long enough for any month and for the API to say what is wrong; a 10k-character address goes no further. */
const MAX_TYPED = 32;

export function impactRangeOf(search: URLSearchParams): ImpactRange {
  const read = (name: string) => search.get(name)?.trim().slice(0, MAX_TYPED) || undefined;
  return { from: read('from'), to: read('to') };
}

function impactPath({ from, to }: ImpactRange): string {
  const query = new URLSearchParams();
  if (from !== undefined) query.set('from', from);
  if (to !== undefined) query.set('to', to);
  const text = query.toString();
  return text ? `/api/impact?${text}` : '/api/impact';
}

/** GET /api/impact (public): the figures of a range, small groups hidden by the API (issue 40). */
export function impactQueryOptions(api: ApiClient, range: ImpactRange) {
  return queryOptions({
    queryKey: ['shell', 'impact', range.from ?? '', range.to ?? ''] as const,
    queryFn: ({ signal }) => api.get<Impact>(impactPath(range), { signal }),
  });
}

/** Off while the page says the months are wrong (nothing to show, nothing to fetch). */
export function useImpact(range: ImpactRange, enabled: boolean) {
  return useQuery({ ...impactQueryOptions(useApi(), range), enabled });
}
