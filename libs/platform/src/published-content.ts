import type { Locale } from '@reentry/contracts/locale';
import { ApiError, type ApiClient } from './api-client.js';

// The pages read the content studio's published documents (issue 32): `GET /api/content/<key>?lang=`, in
// process on the server and through the service worker in the browser. Shared by every remote that shows
// one (the lessons and quizzes, the workshop FAQ). docs/decisions/issue-32-content-studio.md, "Live".

/** The public address of a published document in one language. */
export const publishedContentPath = (key: string, locale: Locale) => `/api/content/${key}?lang=${locale}`;

/** A document as a page holds it: its version (0: this release's own text) and the text. */
export interface Shown<T> {
  version: number;
  document: T;
}

/**
 * The published document in one language. Only when the API cannot be reached at all (offline, and the
 * service worker has no copy) does `fallback` give this release's own text (its code chunk), as version 0.
 * An API error (a 503) is thrown: the page says it is loading and asks again, it does not show old text.
 */
export async function publishedDocument<T>(api: ApiClient, key: string, locale: Locale, signal: AbortSignal | undefined, fallback: () => Promise<T>): Promise<Shown<T>> {
  try {
    const { version, document } = await api.get<Shown<T>>(publishedContentPath(key, locale), { signal });
    return { version, document };
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    return { version: 0, document: await fallback() };
  }
}
