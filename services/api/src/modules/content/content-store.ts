import type { Knex } from 'knex';
import { contentDocumentSchema, contentLanguageSchema, contentTitle, publicQuiz, type ContentDraftSave, type ContentPublish, type ContentRecord, type EditableQuiz } from '@reentry/contracts/content-studio';
import { contentKeys, quizModuleId, type ContentKey } from '@reentry/contracts/content-studio-rules';
import type { Locale } from '@reentry/contracts/locale';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import { writeAudit } from '../audit/audit.service.js';
import { contentProblems, OVERRIDABLE_CHECKS } from './content-checks.js';
import { ContentChecksFailedError, describeProblems } from './content-problems.js';
import { assertStorable } from './content-safety.js';
import { ensureSeeded } from './content-seed.js';

/** Who acts: the role is the one the guard read from the database for this request. */
export interface ContentActor {
  id: number;
  username: string;
  isAdmin: boolean;
}

type Doc = Record<Locale, unknown>;
interface DocumentRow {
  key: ContentKey;
  draft: Doc;
  draftVersion: number;
  draftSavedAt: Date | null;
  draftSavedBy: string | null;
  publishedVersion: number | null;
}
interface VersionRow {
  version: number;
  document: Doc;
  source: 'seed' | 'publish' | 'rollback';
  rolledBackTo: number | null;
  overrideReason: string | null;
  publishedBy: string | null;
  createdAt: Date;
}

const iso = (at: Date) => new Date(at).toISOString();
const savedBy = (row: DocumentRow) => (row.draftSavedAt ? { at: iso(row.draftSavedAt), by: row.draftSavedBy } : null);

async function documentRow(db: Knex, key: ContentKey, lock = false): Promise<DocumentRow> {
  await ensureSeeded(db, [key]);
  const query = db('content_documents').where({ key }).first('key', 'draft', 'draftVersion', 'draftSavedAt', 'draftSavedBy', 'publishedVersion');
  return (await (lock ? query.forUpdate() : query)) as DocumentRow;
}

const versionRow = async (db: Knex, key: ContentKey, version: number | null) =>
  version === null ? undefined : ((await db('content_versions').where({ key, version }).first()) as VersionRow | undefined);

async function nextVersion(trx: Knex, key: ContentKey): Promise<number> {
  const { max } = (await trx('content_versions').where({ key }).max('version as max').first()) as { max: number | null };
  return (max ?? 0) + 1;
}

/** The list: every document, its versions, who changed it when, and whether the draft is unpublished. */
export async function listContent(db: Knex) {
  await ensureSeeded(db);
  const rows = (await db('content_documents as d')
    .leftJoin('content_versions as v', (join) => join.on('v.key', 'd.key').andOn('v.version', 'd.publishedVersion'))
    .select('d.key', 'd.draftVersion', 'd.draftSavedAt', 'd.draftSavedBy', 'd.publishedVersion', 'v.createdAt as publishedAt', 'v.publishedBy')
    .select(db.raw('(v.document is distinct from d.draft) as "unpublishedChanges"'))) as (DocumentRow & { publishedAt: Date | null; publishedBy: string | null; unpublishedChanges: boolean })[];
  const order = (key: string) => contentKeys.indexOf(key as ContentKey);
  return {
    documents: rows
      .sort((a, b) => order(a.key) - order(b.key))
      .map((row) => ({
        key: row.key,
        title: contentTitle(row.key),
        version: row.draftVersion,
        draftSaved: savedBy(row),
        publishedVersion: row.publishedVersion,
        published: row.publishedAt ? { at: iso(row.publishedAt), by: row.publishedBy } : null,
        unpublishedChanges: row.unpublishedChanges,
      })),
  };
}

/** One document for the editor: draft, published version, and the problems publishing would meet now. */
export async function contentRecord(db: Knex, key: ContentKey, locale: Locale): Promise<ContentRecord> {
  const row = await documentRow(db, key);
  const published = await versionRow(db, key, row.publishedVersion);
  return {
    key,
    title: contentTitle(key),
    version: row.draftVersion,
    draft: row.draft,
    draftSaved: savedBy(row),
    published: published ? { version: published.version, document: published.document, at: iso(published.createdAt), by: published.publishedBy } : null,
    problems: describeProblems(locale, contentProblems(key, row.draft)),
  };
}

/** 409 with the draft as saved now and who saved it when, so nothing typed is lost. */
function staleDraft(row: DocumentRow): ConflictError {
  return new ConflictError('api.content.stale', () => ({ current: { version: row.draftVersion, draft: row.draft, draftSaved: savedBy(row) } }));
}

/** Saves the draft if `baseVersion` is still current; audited. Drafts may be incomplete but never unsafe. */
export async function saveDraft(db: Knex, actor: ContentActor, key: ContentKey, { document, baseVersion }: ContentDraftSave, locale: Locale) {
  assertStorable(document);
  await db.transaction(async (trx) => {
    const row = await documentRow(trx, key, true);
    if (row.draftVersion !== baseVersion) throw staleDraft(row);
    const version = baseVersion + 1;
    await trx('content_documents')
      .where({ key })
      .update({ draft: JSON.stringify(document), draftVersion: version, draftSavedAt: trx.fn.now(), draftSavedByUserId: actor.id, draftSavedBy: actor.username });
    await writeAudit(trx, { actor, action: 'content.draft_saved', targetType: 'content', targetId: key, detail: { version } });
  });
  return contentRecord(db, key, locale);
}

/** Publishes the draft as a new version after the checks; an admin may publish past the soft checks with a reason. */
export async function publishContent(db: Knex, actor: ContentActor, key: ContentKey, { baseVersion, override }: ContentPublish, locale: Locale) {
  if (override && !actor.isAdmin) throw new ForbiddenError('Only an admin can override the checks.', 'api.content.overrideAdminOnly');
  await db.transaction(async (trx) => {
    const row = await documentRow(trx, key, true);
    if (baseVersion !== undefined && row.draftVersion !== baseVersion) throw staleDraft(row);
    const problems = contentProblems(key, row.draft);
    const hard = problems.filter((problem) => !OVERRIDABLE_CHECKS.has(problem.check));
    if (hard.length > 0 || (problems.length > 0 && !override)) throw new ContentChecksFailedError(problems);
    const document = contentDocumentSchema(key).parse(row.draft);
    const json = JSON.stringify(document);
    const same = await trx('content_versions').where({ key, version: row.publishedVersion ?? 0 }).whereRaw('document = ?::jsonb', [json]).first('version');
    if (same) return;
    const version = await nextVersion(trx, key);
    // The reason is kept only when it was needed: the checks it overrode go to the audit log with it.
    const reason = problems.length > 0 ? override!.reason : null;
    const overridden = reason ? [...new Set(problems.map((problem) => problem.check))].join(',') : null;
    await trx('content_versions').insert({ key, version, document: json, source: 'publish', overrideReason: reason, publishedByUserId: actor.id, publishedBy: actor.username });
    await trx('content_documents').where({ key }).update({ publishedVersion: version });
    await writeAudit(trx, { actor, action: 'content.published', targetType: 'content', targetId: key, detail: { version, overridden, reason } });
  });
  return contentRecord(db, key, locale);
}

/** Every published version, newest first; kept forever. */
export async function contentVersions(db: Knex, key: ContentKey) {
  await ensureSeeded(db, [key]);
  const rows = (await db('content_versions').where({ key }).orderBy('version', 'desc').select('version', 'createdAt', 'publishedBy', 'source', 'rolledBackTo', 'overrideReason')) as VersionRow[];
  return { key, versions: rows.map(versionOf) };
}

const versionOf = (row: VersionRow) => ({ version: row.version, at: iso(row.createdAt), by: row.publishedBy, source: row.source, rolledBackTo: row.rolledBackTo, overrideReason: row.overrideReason });

/** One published version with its whole document (the editor's diff); 404 when there is no such version. */
export async function contentVersion(db: Knex, key: ContentKey, version: number) {
  await ensureSeeded(db, [key]);
  const row = await versionRow(db, key, version);
  if (!row) throw new NotFoundError('No such version.', 'api.content.versionNotFound');
  return { key, ...versionOf(row), document: row.document };
}

/** Publishes an earlier version again as a new version (history only grows); the draft becomes it too. */
export async function rollbackContent(db: Knex, actor: ContentActor, key: ContentKey, target: number, locale: Locale) {
  await db.transaction(async (trx) => {
    const row = await documentRow(trx, key, true);
    const old = await versionRow(trx, key, target);
    if (!old) throw new NotFoundError('No such version.', 'api.content.versionNotFound');
    const version = await nextVersion(trx, key);
    const json = JSON.stringify(old.document);
    await trx('content_versions').insert({ key, version, document: json, source: 'rollback', rolledBackTo: target, publishedByUserId: actor.id, publishedBy: actor.username });
    await trx('content_documents')
      .where({ key })
      .update({ draft: json, draftVersion: row.draftVersion + 1, draftSavedAt: trx.fn.now(), draftSavedByUserId: actor.id, draftSavedBy: actor.username, publishedVersion: version });
    await writeAudit(trx, { actor, action: 'content.rolled_back', targetType: 'content', targetId: key, detail: { version, rolledBackTo: target } });
  });
  return contentRecord(db, key, locale);
}

/**
 * Throws the draft away (issue 39, 2.5): the draft becomes the live version's document again, as a new
 * draft version (an editor still on the old one gets a 409, never a silent loss). Only the draft read at
 * `baseVersion` may be discarded (409 otherwise, with the current draft); audited.
 */
export async function discardDraft(db: Knex, actor: ContentActor, key: ContentKey, baseVersion: number, locale: Locale) {
  await db.transaction(async (trx) => {
    const row = await documentRow(trx, key, true);
    if (row.draftVersion !== baseVersion) throw staleDraft(row);
    const live = await versionRow(trx, key, row.publishedVersion);
    if (!live) throw new NotFoundError('No such version.', 'api.content.versionNotFound');
    const version = row.draftVersion + 1;
    await trx('content_documents')
      .where({ key })
      .update({ draft: JSON.stringify(live.document), draftVersion: version, draftSavedAt: trx.fn.now(), draftSavedByUserId: actor.id, draftSavedBy: actor.username });
    await writeAudit(trx, { actor, action: 'content.draft_discarded', targetType: 'content', targetId: key, detail: { version, discarded: baseVersion, live: live.version } });
  });
  return contentRecord(db, key, locale);
}

export interface PublishedDocument {
  version: number;
  document: Doc;
}

/** The published document and its version (quiz grading in its transaction; every other reader through published-cache.ts). */
export async function publishedContent(db: Knex, key: ContentKey): Promise<PublishedDocument> {
  const row = await documentRow(db, key);
  const published = (await versionRow(db, key, row.publishedVersion))!;
  return { version: published.version, document: published.document };
}

export type VersionLookup = (key: ContentKey, version: number) => Doc | undefined;

/** Several published versions in one read (a version never changes), to look up by key and version. */
export async function versionDocuments(db: Knex, wanted: readonly { key: ContentKey; version: number }[]): Promise<VersionLookup> {
  const id = (key: string, version: number) => `${key}@${version}`;
  if (wanted.length === 0) return () => undefined;
  await ensureSeeded(db, [...new Set(wanted.map(({ key }) => key))]);
  const rows = (await db('content_versions')
    .whereIn(['key', 'version'], [...new Map(wanted.map(({ key, version }) => [id(key, version), [key, version]])).values()])
    .select('key', 'version', 'document')) as { key: ContentKey; version: number; document: Doc }[];
  const documents = new Map(rows.map((row) => [id(row.key, row.version), row.document]));
  return (key, version) => documents.get(id(key, version));
}

/** What a reader may see of a document: a quiz without its answers and explanations. */
export const readerView = (key: ContentKey, document: unknown) => (quizModuleId(key) === undefined ? document : publicQuiz(document as EditableQuiz));

/**
 * The draft in one language as a reader would see it, for the editor's preview of the page. A draft that
 * would break the page (its shape is wrong) answers 422 with its problems, and the page shows the published one.
 */
export async function draftPreview(db: Knex, key: ContentKey, lang: Locale) {
  const row = await documentRow(db, key);
  const parsed = contentLanguageSchema(key).safeParse(row.draft[lang]);
  if (!parsed.success) throw new ContentChecksFailedError(contentProblems(key, row.draft));
  return { key, lang, version: row.draftVersion, document: readerView(key, parsed.data) };
}
