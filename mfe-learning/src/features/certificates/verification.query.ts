import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@reentry/contracts/certificates';
import { ApiError, useApi, type ApiClient } from '@reentry/platform';

/**
 * A lookup's outcome as data (not an error), so a 404 or 429 found on the server travels to the browser
 * with the page and is never asked again there: each unknown lookup counts against the visitor's limit.
 */
export type Verification =
  | { outcome: 'found'; certificate: CertificateVerification }
  | { outcome: 'not-found' | 'rate-limited' | 'failed' };

/** `GET /api/certificates/{code}` for a normalised code. */
export function verificationQuery(api: ApiClient, code: string) {
  return queryOptions({
    queryKey: ['learning', 'certificate-verification', code],
    queryFn: async ({ signal }): Promise<Verification> => {
      try {
        return { outcome: 'found', certificate: await api.get<CertificateVerification>(`/api/certificates/${code}`, { signal }) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { outcome: 'not-found' };
        if (error instanceof ApiError && error.status === 429) return { outcome: 'rate-limited' };
        return { outcome: 'failed' };
      }
    },
  });
}

export function useVerification(code: string) {
  return useQuery(verificationQuery(useApi(), code));
}
