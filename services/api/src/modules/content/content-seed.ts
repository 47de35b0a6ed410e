import type { Knex } from 'knex';
import { studioSeeds, type SeedDocument } from '@reentry/content/studio-seeds';
import { contentKeys, type ContentKey } from '@reentry/contracts/content-studio-rules';

let seeds: Record<ContentKey, SeedDocument> | undefined;
/** This release's text of every document (built once per process). */
export const releaseSeeds = (): Record<ContentKey, SeedDocument> => (seeds ??= studioSeeds());

/** Serialises seeding across replicas that start at once (inside each seed's transaction). */
const SEED_LOCK = 320_230;

/**
 * This release's text of `key` (issue 43: the package is only a seed; what learners read is what editors
 * published). A new document starts with it as version 1. Afterwards a start never publishes: a release
 * whose text differs from the live one offers it as the draft, for an editor to compare, check and publish;
 * unless an editor's own draft is waiting (it is offered at a later start, once that draft is published or
 * thrown away). A text offered once is not offered again. Returns whether it wrote a document or a draft.
 */
export async function seedDocument(db: Knex, key: ContentKey, document: SeedDocument = releaseSeeds()[key]): Promise<boolean> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    const json = JSON.stringify(document);
    const row = (await trx('content_documents as d')
      .leftJoin('content_versions as v', (join) => join.on('v.key', 'd.key').andOn('v.version', 'd.publishedVersion'))
      .where('d.key', key)
      .first(
        'd.draftVersion',
        trx.raw('d.seed_document = ?::jsonb as "seedOffered"', [json]),
        trx.raw('v.document = ?::jsonb as "seedLive"', [json]),
        // The draft is the live text, or the release text offered before and left as it was: no editor's work.
        trx.raw('(d.draft = v.document or d.draft = d.seed_document) as "draftFree"'),
      )) as { draftVersion: number; seedOffered: boolean | null; seedLive: boolean | null; draftFree: boolean | null } | undefined;
    if (!row) {
      await trx('content_documents').insert({ key, draft: json, draftVersion: 1, publishedVersion: 1, seedDocument: json });
      await trx('content_versions').insert({ key, version: 1, document: json, source: 'seed' });
      return true;
    }
    if (row.seedOffered || !row.draftFree) return false;
    if (row.seedLive) {
      await trx('content_documents').where({ key }).update({ seedDocument: json });
      return false;
    }
    await trx('content_documents')
      .where({ key })
      .update({ seedDocument: json, draft: json, draftVersion: row.draftVersion + 1, draftSavedAt: trx.fn.now(), draftSavedByUserId: null, draftSavedBy: null });
    return true;
  });
}

/** At every start (db/seed.ts): every document, idempotent. Returns how many documents or drafts were written. */
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
