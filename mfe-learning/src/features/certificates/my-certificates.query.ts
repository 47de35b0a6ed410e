import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCertificates } from '@reentry/contracts/certificates';
import { useApi, type ApiClient } from '@reentry/platform';

export const myCertificatesKey = ['learning', 'certificates'] as const;

/** `GET /api/certificates`: the learner's certificates and how far they are from each. The page's loader ensures it. */
export function myCertificatesQuery(api: ApiClient) {
  return queryOptions({ queryKey: myCertificatesKey, queryFn: ({ signal }) => api.get<MyCertificates>('/api/certificates', { signal }) });
}

export function useMyCertificates() {
  return useQuery(myCertificatesQuery(useApi()));
}
