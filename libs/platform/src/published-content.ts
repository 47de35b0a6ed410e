import type { Locale } from '@reentry/contracts/locale';
import { ApiError, type ApiClient } from './api-client.js';

// The pages read the content studio's published documents (issue 32): `GET /api/content/<key>?lang=`, in
// process on the server and through the service worker in the browser. Shared by every remote that shows
// one (the lessons and quizzes, the workshop FAQ). docs/decisions/issue-32-content-studio.md, "Live", and
// docs/decisions/issue-43-where-content-lives.md: no remote carries its own copy of the text.

/** The public address of a published document in one language. */
export const publishedContentPath = (key: string, locale: Locale) => `/api/content/${key}?lang=${locale}`;

/** A document as a page holds it: its published version and the text. */
export interface Shown<T> {
  version: number;
  document: T;
}

/**
 * The published document in one language. Offline, the service worker answers with the copy it kept; with
 * none, the read fails (see `isNotSavedHere`) and the page says so. An API error (a 503) is thrown as it
 * came: the page says it is loading and asks again.
 */
export async function publishedDocument<T>(api: ApiClient, key: string, locale: Locale, signal?: AbortSignal): Promise<Shown<T>> {
  const { version, document } = await api.get<Shown<T>>(publishedContentPath(key, locale), { signal });
  return { version, document };
}

/**
 * A read that got no answer at all: no network, and the service worker kept no copy of it (an API error
 * and a read the page stopped itself are not that).
 */
export const isNotSavedHere = (error: unknown): boolean => error != null && !(error instanceof ApiError) && !(error instanceof DOMException && error.name === 'AbortError');
