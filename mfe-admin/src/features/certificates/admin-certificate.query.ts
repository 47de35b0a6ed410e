import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCertificate } from '@reentry/contracts/certificates';
import { useApi, type ApiClient } from '@reentry/platform';

/** `GET /api/admin/certificates/{code}` for a normalised code (null: nothing asked yet). */
export function adminCertificateQuery(api: ApiClient, code: string | null) {
  return queryOptions({
    queryKey: ['admin', 'certificate', code],
    queryFn: ({ signal }) => api.get<AdminCertificate>(`/api/admin/certificates/${code}`, { signal }),
    enabled: code !== null,
    staleTime: 0,
  });
}

export function useAdminCertificate(code: string | null) {
  return useQuery(adminCertificateQuery(useApi(), code));
}
