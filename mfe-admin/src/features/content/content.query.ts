import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentList, ContentProblem, ContentRecord, ContentVersion, ContentVersionDocument } from '@reentry/contracts/content-studio';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import { ApiError, useApi, type ApiClient } from '@reentry/platform';
import type { ContentDoc } from './content-paths';

const BASE = '/api/admin/content';
const listKey = ['admin', 'content'] as const;
const recordKey = (key: ContentKey) => ['admin', 'content', key] as const;
const versionsKey = (key: ContentKey) => ['admin', 'content', key, 'versions'] as const;

/** `GET /api/admin/content`: every document, who changed it when, whether the draft is unpublished. */
export function contentListQuery(api: ApiClient) {
  return queryOptions({ queryKey: listKey, queryFn: ({ signal }) => api.get<ContentList>(BASE, { signal }) });
}

/** `GET /api/admin/content/:key`: the draft, its version, the live version and the draft's problems now. */
export function contentRecordQuery(api: ApiClient, key: ContentKey) {
  // Not refetched on focus: the form starts from this draft, and a new one would reset what is typed.
  return queryOptions({ queryKey: recordKey(key), staleTime: 60_000, refetchOnWindowFocus: false, queryFn: ({ signal }) => api.get<ContentRecord>(`${BASE}/${key}`, { signal }) });
}

export function contentVersionsQuery(api: ApiClient, key: ContentKey) {
  return queryOptions({ queryKey: versionsKey(key), queryFn: ({ signal }) => api.get<{ versions: ContentVersion[] }>(`${BASE}/${key}/versions`, { signal }) });
}

/** One version's whole document (never changes, so kept as long as the tab is open). */
export function contentVersionQuery(api: ApiClient, key: ContentKey, version: number) {
  return queryOptions({ queryKey: [...versionsKey(key), version], staleTime: Infinity, queryFn: ({ signal }) => api.get<ContentVersionDocument>(`${BASE}/${key}/versions/${version}`, { signal }) });
}

export const useContentList = () => useQuery(contentListQuery(useApi()));
export const useContentRecord = (key: ContentKey) => useQuery(contentRecordQuery(useApi(), key));
export const useContentVersions = (key: ContentKey) => useQuery(contentVersionsQuery(useApi(), key));

/** After a change: the record from the answer, then the list and versions again. */
function useChanged(key: ContentKey) {
  const queryClient = useQueryClient();
  return (saved: ContentRecord) => {
    queryClient.setQueryData(recordKey(key), saved);
    void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: versionsKey(key), exact: true });
  };
}

/** `PUT .../draft` with the document and the version it was read at (409 when someone saved meanwhile). */
export function useSaveDraft(key: ContentKey) {
  const api = useApi();
  const changed = useChanged(key);
  return useMutation({
    mutationFn: (body: { document: ContentDoc; baseVersion: number }) => api.put<ContentRecord>(`${BASE}/${key}/draft`, body),
    onSuccess: changed,
  });
}

/** `POST .../publish` (422 with every problem; an admin may pass the soft ones with a reason). */
export function usePublish(key: ContentKey) {
  const api = useApi();
  const changed = useChanged(key);
  return useMutation({
    mutationFn: (body: { baseVersion: number; override?: { reason: string } }) => api.post<ContentRecord>(`${BASE}/${key}/publish`, body),
    onSuccess: changed,
  });
}

/** `POST .../rollback { version }`: that version is published again as a new version. */
export function useRollback(key: ContentKey) {
  const api = useApi();
  const changed = useChanged(key);
  return useMutation({ mutationFn: (version: number) => api.post<ContentRecord>(`${BASE}/${key}/rollback`, { version }), onSuccess: changed });
}

/** What a refused request carries beyond its message: the 422's problems, the 409's current draft. */
export function errorDetail(error: unknown): { problems?: ContentProblem[]; current?: { version: number; draft: ContentDoc; draftSaved: { at: string; by: string | null } | null } } {
  if (!(error instanceof ApiError)) return {};
  try {
    return (JSON.parse(error.body) as { error?: ReturnType<typeof errorDetail> }).error ?? {};
  } catch {
    return {};
  }
}

/** `POST .../discard { baseVersion }`: the draft goes; it becomes the live version again (409 when someone saved meanwhile). */
export function useDiscardDraft(key: ContentKey) {
  const api = useApi();
  const changed = useChanged(key);
  return useMutation({ mutationFn: (baseVersion: number) => api.post<ContentRecord>(`${BASE}/${key}/discard`, { baseVersion }), onSuccess: changed });
}
