import type { Knex } from 'knex';
import { studioSeeds, type SeedDocument } from '@reentry/content/studio-seeds';
import { contentKeys, type ContentKey } from '@reentry/contracts/content-studio-rules';

let seeds: Record<ContentKey, SeedDocument> | undefined;
/** This release's text of every document (built once per process). */
export const releaseSeeds = (): Record<ContentKey, SeedDocument> => (seeds ??= studioSeeds());

/** Serialises seeding across replicas that start at once (inside each seed's transaction). */
const SEED_LOCK = 320_230;

/**
 * Makes this release's text the published version of `key`: a new document starts at version 1; a document
 * no person has saved, published or rolled back gets this text as a new version when it differs (a release
 * fixes a typo); a document staff have changed is never touched. Returns whether it wrote anything.
 */
export async function seedDocument(db: Knex, key: ContentKey, document: SeedDocument = releaseSeeds()[key]): Promise<boolean> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    const row = (await trx('content_documents').where({ key }).first('publishedVersion', 'changedByStaff', 'draftVersion')) as
      | { publishedVersion: number | null; changedByStaff: boolean; draftVersion: number }
      | undefined;
    const json = JSON.stringify(document);
    if (!row) {
      await trx('content_documents').insert({ key, draft: json, draftVersion: 1, publishedVersion: 1 });
      await trx('content_versions').insert({ key, version: 1, document: json, source: 'seed' });
      return true;
    }
    if (row.changedByStaff) return false;
    const same = (await trx('content_versions').where({ key, version: row.publishedVersion ?? 0 }).whereRaw('document = ?::jsonb', [json]).first('version')) as object | undefined;
    if (same) return false;
    const { max } = (await trx('content_versions').where({ key }).max('version as max').first()) as { max: number | null };
    const version = (max ?? 0) + 1;
    await trx('content_versions').insert({ key, version, document: json, source: 'seed' });
    await trx('content_documents').where({ key }).update({ draft: json, draftVersion: row.draftVersion + 1, publishedVersion: version });
    return true;
  });
}

/** At every start (db/seed.ts): every document, idempotent. Returns how many were written. */
export async function seedContent(db: Knex): Promise<number> {
  let written = 0;
  for (const key of contentKeys) if (await seedDocument(db, key)) written += 1;
  return written;
}

/** The documents a database has not seen yet are seeded on first use (a test schema, a start that skipped seeding). */
export async function ensureSeeded(db: Knex, keys: readonly ContentKey[] = contentKeys): Promise<void> {
  const present = new Set(((await db('content_documents').whereIn('key', keys).select('key')) as { key: string }[]).map((row) => row.key));
  for (const key of keys) if (!present.has(key)) await seedDocument(db, key);
}
