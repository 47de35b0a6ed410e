import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganisationRecord, OrganisationUpdate } from '@reentry/contracts/organisation';
import { siteConfigQuery, useApi, type ApiClient } from '@reentry/platform';

const PATH = '/api/admin/organisation';
const key = ['admin', 'organisation'] as const;

/** `GET /api/admin/organisation`: the details and the version a save sends back. */
export function organisationQuery(api: ApiClient) {
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.get<OrganisationRecord>(PATH, { signal }) });
}

export function useOrganisation() {
  return useQuery(organisationQuery(useApi()));
}

/** `PUT /api/admin/organisation`: the saved record replaces the cached one; the site config and the audit log are read again. */
export function useSaveOrganisation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: OrganisationUpdate) => api.put<OrganisationRecord>(PATH, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
      // The footer and every page read the one site config: they show the new details.
      void queryClient.invalidateQueries({ queryKey: siteConfigQuery(api).queryKey });
    },
  });
}
