import type Koa from 'koa';
import { apiGet, apiPost, apiPut } from './api-client.js';

export type Doc = { en: Record<string, unknown>; es: Record<string, unknown> };

/** A deep copy of a published or draft document, to change and save. */
export const copyOf = <T>(value: T): T => structuredClone(value);

/** The document as the editor reads it: `{ key, draft, published, version, problems }`. */
export async function readContent(app: Koa, cookie: string, key: string) {
  const res = await apiGet(app, `/api/admin/content/${key}`, cookie);
  if (res.status !== 200) throw new Error(`read ${key}: ${res.status} ${res.text}`);
  return res.body as { version: number; draft: Doc; published: { version: number; document: Doc } | null; problems: { path: string; check: string; message: string }[] };
}

export const saveContent = (app: Koa, cookie: string, key: string, document: unknown, baseVersion: number, lang?: 'en' | 'es') =>
  apiPut(app, `/api/admin/content/${key}/draft`, { document, baseVersion }, { cookie, lang });

export const publishContent = (app: Koa, cookie: string, key: string, body: object = {}, lang?: 'en' | 'es') =>
  apiPost(app, `/api/admin/content/${key}/publish`, body, { cookie, lang });

/** Saves `change(draft)` as the draft and publishes it; throws unless both answer 200. */
export async function editAndPublish(app: Koa, cookie: string, key: string, change: (doc: Doc) => void): Promise<number> {
  const { draft, version } = await readContent(app, cookie, key);
  const next = copyOf(draft);
  change(next);
  const saved = await saveContent(app, cookie, key, next, version);
  if (saved.status !== 200) throw new Error(`save ${key}: ${saved.status} ${saved.text}`);
  const published = await publishContent(app, cookie, key);
  if (published.status !== 200) throw new Error(`publish ${key}: ${published.status} ${published.text}`);
  return (published.body as { published: { version: number } }).published.version;
}
