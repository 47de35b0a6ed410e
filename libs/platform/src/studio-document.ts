import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Locale } from '@reentry/contracts/locale';
import { CONTENT_VERSION_HEADER } from '@reentry/contracts/offline';
import type { RouteServices } from '@reentry/contracts/remotes';
import type { ApiClient } from './api-client.js';
import { contentVersionValue, draftDocument, isPreviewRequest, mayPreview, PREVIEW_HEADERS, useDraftOrPublished } from './draft-preview.js';
import { publishedDocument, type Shown } from './published-content.js';
import { loadSession } from './route-services.js';

// One content studio document as a page shows it (issue 32): its two reads, the loader that picks one, and
// the hook. Every page that shows a studio document (lessons, quizzes, resources, how-to-buy, Spot the scam,
// the workshop FAQ) goes through these. docs/decisions/issue-32-content-studio.md, "Live".

export interface StudioDocumentSource<T> {
  /** The studio key (`how-to-buy`, `module-3`). */
  key: string;
  locale: Locale;
  /** The queries' key without the language (`['learning', 'how-to-buy']`). */
  queryKey: QueryKey;
}

/** The published document (network first, the service worker's copy offline) and the editor's draft (never kept). */
export function studioDocumentQueries<T>(api: ApiClient, { key, locale, queryKey }: StudioDocumentSource<T>) {
  return {
    key,
    published: queryOptions({
      queryKey: [...queryKey, locale],
      queryFn: ({ signal }): Promise<Shown<T>> => publishedDocument<T>(api, key, locale, signal),
      // Offline, the worker answers with its copy, or at once that it has none (React Query would otherwise
      // hold the query, and the page would say Loading for as long as the phone is offline).
      networkMode: 'always',
    }),
    draft: queryOptions({ queryKey: [...queryKey, locale, 'draft'], queryFn: ({ signal }) => draftDocument<T>(api, key, locale, signal), staleTime: 0 }),
  };
}

export type StudioDocumentQueries<T> = ReturnType<typeof studioDocumentQueries<T>>;

/** A page's document: the draft in an editor's preview (banner: `isDraft`), else the published one. */
export function useStudioDocument<T>(queries: StudioDocumentQueries<T>) {
  return useDraftOrPublished(queries.draft, queries.published);
}

export interface LoadedStudioDocument<T> {
  /**
   * What the page shows; undefined when the API cannot answer now (a 503: the page says it is loading) or,
   * offline in the browser, when the service worker kept no copy (the page says it is not saved here).
   */
  shown: Shown<T> | undefined;
  /** The loader's answer headers: the preview's (never kept, never indexed) or the page's `Content-Version`. */
  headers: Record<string, string>;
}

/**
 * For a page's loader: the draft for staff who asked for the preview (`?preview=draft`) and may see it, else
 * (or when the draft cannot be shown) the published document, in the page's query cache, so it is in the
 * server's HTML and the page's data. Anyone else asking for the preview gets the published page, and no
 * draft is asked for. `contentVersion: false` for a page whose visitor's copy shows another document (the
 * quiz tab, which a visitor sees as the lesson).
 */
export async function loadStudioDocument<T>(
  services: RouteServices,
  request: Request,
  queries: StudioDocumentQueries<T>,
  { contentVersion = true }: { contentVersion?: boolean } = {},
): Promise<LoadedStudioDocument<T>> {
  const { queryClient } = services;
  const preview = isPreviewRequest(new URL(request.url).searchParams) && mayPreview(await loadSession(services).catch(() => null));
  const draft = preview ? await queryClient.ensureQueryData(queries.draft).catch(() => null) : null;
  if (draft) return { shown: draft, headers: { ...PREVIEW_HEADERS } };
  await queryClient.prefetchQuery(queries.published);
  const shown = queryClient.getQueryData(queries.published.queryKey);
  if (preview) return { shown, headers: { ...PREVIEW_HEADERS } };
  const version = contentVersion ? contentVersionValue(queries.key, shown) : undefined;
  return { shown, headers: version ? { [CONTENT_VERSION_HEADER]: version } : {} };
}
