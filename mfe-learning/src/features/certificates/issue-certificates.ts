import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NameFormat } from '@reentry/contracts/certificate-rules';
import type { MyCertificates } from '@reentry/contracts/certificates';
import { useApi } from '@reentry/platform';
import { myCertificatesKey } from './my-certificates.query';

/** `POST /api/certificates`: makes the earned certificates (or remakes one with another name format). */
export function useIssueCertificates() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nameFormat: NameFormat) => api.post<MyCertificates>('/api/certificates', { nameFormat }),
    onSuccess: (answer) => queryClient.setQueryData(myCertificatesKey, answer),
  });
}
