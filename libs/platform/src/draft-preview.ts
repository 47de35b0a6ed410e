import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import type { User } from '@reentry/contracts/user';
import { ApiError, type ApiClient } from './api-client.js';
import { isNotSavedHere, publishedContentPath, type Shown } from './published-content.js';
import { useSession } from './session.js';

// The content studio's draft preview (`?preview=draft`, issue 32), shared by every remote whose pages show a
// studio document: the page renders the draft for staff who edit content, never kept or indexed.
// docs/decisions/issue-32-content-studio.md, "Live".

/** The preview's answer headers: never kept by a cache, never indexed. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

/** `?preview=draft`: an editor's preview of the draft (the content studio shows it in a frame). */
export const isPreviewRequest = (search: URLSearchParams) => search.get('preview') === 'draft';

/** Only staff who edit content may see a draft; anyone else gets the published page. */
export const mayPreview = (user: User | null) => Boolean(user && (user.isAdmin || user.isContentEditor));

/** Whether this page shows the draft: the address asks for it and the viewer may see it. */
export function usePreviewMode(): boolean {
  const [search] = useSearchParams();
  return isPreviewRequest(search) && mayPreview(useSession().user);
}

/** The draft in one language for the preview; null when the viewer may not see it or it would break the page. */
export async function draftDocument<T>(api: ApiClient, key: string, locale: Locale, signal: AbortSignal | undefined): Promise<Shown<T> | null> {
  try {
    const { version, document } = await api.get<Shown<T>>(`/api/admin/content/${key}/preview?lang=${locale}`, { signal });
    return { version, document };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * Asks for published documents once more, so the service worker keeps its copies of them for pages opened
 * offline (their data may already be in the page, which would otherwise never ask).
 */
export function keepContentForOffline(api: ApiClient, keys: readonly string[], locale: Locale): Promise<unknown> {
  return Promise.all(keys.map((key) => api.get(publishedContentPath(key, locale)).catch(() => undefined)));
}

/**
 * A page's document: the draft in an editor's preview (when there is one to show), else the published one
 * (while another language loads, the one on screen stays).
 */
export function useDraftOrPublished<T, DraftKey extends QueryKey, Key extends QueryKey>(
  draft: UseQueryOptions<Shown<T> | null, Error, Shown<T> | null, DraftKey>,
  published: UseQueryOptions<Shown<T>, Error, Shown<T>, Key>,
) {
  const preview = usePreviewMode();
  const shownDraft = useQuery({ ...draft, enabled: preview });
  const shown = useQuery({ ...published, placeholderData: keepPreviousData, enabled: !preview || shownDraft.data === null });
  if (shownDraft.data) return { data: shownDraft.data.document, isError: false, notSaved: false, isDraft: true };
  return { data: shown.data?.document, isError: shown.isError || shownDraft.isError, notSaved: isNotSavedHere(shown.error), isDraft: false };
}

/** The `Content-Version` of a page (`module-1@7`), or undefined when it shows no published document. */
export const contentVersionValue = (key: string, shown: Shown<unknown> | undefined) => (shown ? `${key}@${shown.version}` : undefined);
