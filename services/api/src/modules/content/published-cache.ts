import type { Knex } from 'knex';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import { publishedContent, type PublishedDocument } from './content-store.js';

/**
 * A replica keeps a published document this long; browsers and caches 30 s more (Cache-Control). A publish
 * reaches every reader within 15 + 30 s, inside the minute the issue allows; a server-rendered page within
 * 15 s plus the anonymous page cache (PAGE_CACHE_SECONDS, 15 s at most). See docs/decisions/issue-32-content-studio.md.
 */
export const PUBLISHED_TTL_MS = 15_000;

/**
 * The published documents as this replica knows them: the one reader of the public route and of every
 * service that words or grades from content (practice, missed questions, next step, class views).
 * Never call it inside a transaction: a miss reads on the pool (an embedded database has one connection).
 */
export interface PublishedContent {
  read(key: ContentKey): Promise<PublishedDocument>;
  /** Drops a key after this replica published it, so its own pages show the publish at once. */
  forget(key: ContentKey): void;
}

/** One per app (app.ts). Readers of a key that is not cached share one database read; a failed read is not kept. */
export function createPublishedContent(knex: Knex, ttlMs = PUBLISHED_TTL_MS): PublishedContent {
  const entries = new Map<ContentKey, { value: Promise<PublishedDocument>; until: number }>();
  return {
    read(key) {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = publishedContent(knex, key);
      if (ttlMs > 0) {
        const entry = { value, until: Date.now() + ttlMs };
        entries.set(key, entry);
        value.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
      }
      return value;
    },
    forget(key) {
      entries.delete(key);
    },
  };
}
