import Router from '@koa/router';
import type { Context } from 'koa';
import { contentDiscardSchema, contentDraftSaveSchema, contentKeyParamsSchema, contentPublishSchema, contentReadQuerySchema, contentRollbackSchema, contentVersionParamsSchema, MODULE_CATALOG_KEY } from '@reentry/contracts/content-studio';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import type { Locale } from '@reentry/contracts/locale';
import { authorizedUser, requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { requestLocale } from '../../i18n/translate.js';
import { parseBody, parseQuery } from '../../validation.js';
import { contentRecord, contentVersion, contentVersions, discardDraft, draftPreview, listContent, publishContent, readerView, rollbackContent, saveDraft, type ContentActor } from './content-store.js';
import type { PublishedContent } from './published-cache.js';
import { publishedModuleCatalog } from './published-views.js';

const BASE = '/api/admin/content';

function actorOf(ctx: Context): ContentActor {
  const { id, username, isAdmin } = authorizedUser(ctx);
  return { id, username, isAdmin };
}
const keyOf = (ctx: Context): ContentKey => parseQuery(contentKeyParamsSchema, ctx, ctx.params).key;

/**
 * The content studio's API: content editors and admins (the role read from the database per request).
 * Everything else under /api/admin stays admin-only, so an editor sees nothing but content.
 */
export function contentAdminRoutes(deps: AccessDeps, published: PublishedContent): Router {
  const router = new Router();
  const editor = requireRole(deps, 'admin', 'editor');
  const { knex } = deps;

  router.get(BASE, editor, async (ctx) => {
    ctx.body = await listContent(knex);
  });
  router.get(`${BASE}/:key`, editor, async (ctx) => {
    ctx.body = await contentRecord(knex, keyOf(ctx), requestLocale(ctx));
  });
  router.put(`${BASE}/:key/draft`, editor, async (ctx) => {
    const key = keyOf(ctx);
    ctx.body = await saveDraft(knex, actorOf(ctx), key, parseBody(contentDraftSaveSchema, ctx), requestLocale(ctx));
  });
  router.post(`${BASE}/:key/publish`, editor, async (ctx) => {
    const key = keyOf(ctx);
    ctx.body = await publishContent(knex, actorOf(ctx), key, parseBody(contentPublishSchema, ctx), requestLocale(ctx));
    published.forget(key);
  });
  router.post(`${BASE}/:key/discard`, editor, async (ctx) => {
    const key = keyOf(ctx);
    ctx.body = await discardDraft(knex, actorOf(ctx), key, parseBody(contentDiscardSchema, ctx).baseVersion, requestLocale(ctx));
  });
  // The draft in one language, as the page shows it: the preview of /modules/N?preview=draft (never cached).
  router.get(`${BASE}/:key/preview`, editor, async (ctx) => {
    const key = keyOf(ctx);
    const { lang } = parseQuery(contentReadQuerySchema, ctx) as { lang: Locale };
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await draftPreview(knex, key, lang);
  });
  router.get(`${BASE}/:key/versions`, editor, async (ctx) => {
    ctx.body = await contentVersions(knex, keyOf(ctx));
  });
  router.get(`${BASE}/:key/versions/:version`, editor, async (ctx) => {
    const { key, version } = parseQuery(contentVersionParamsSchema, ctx, ctx.params);
    ctx.body = await contentVersion(knex, key, version);
  });
  router.post(`${BASE}/:key/rollback`, editor, async (ctx) => {
    const key = keyOf(ctx);
    ctx.body = await rollbackContent(knex, actorOf(ctx), key, parseBody(contentRollbackSchema, ctx).version, requestLocale(ctx));
    published.forget(key);
  });
  return router;
}

const BROWSER_CACHE_SECONDS = 30;

/** Answers 304 when the browser holds this ETag; otherwise the caller sends the body. */
function cachedRead(ctx: Context, etag: string): boolean {
  ctx.set('Cache-Control', `public, max-age=${BROWSER_CACHE_SECONDS}`);
  ctx.etag = etag;
  ctx.status = 200;
  if (!ctx.fresh) return false;
  ctx.status = 304;
  return true;
}

const langOf = (ctx: Context) => (parseQuery(contentReadQuerySchema, ctx) as { lang: Locale }).lang;

/**
 * Published content in one language, for pages and offline copies, through the app's cached reader
 * (published-cache.ts: a replica keeps a document 15 s; browsers 30 s more).
 */
export function contentPublicRoutes(published: PublishedContent): Router {
  const router = new Router();

  // Before `/api/content/:key`: the six lessons' cards (title, level, description, topics), for lists and certificates.
  router.get(`/api/content/${MODULE_CATALOG_KEY}`, async (ctx) => {
    const lang = langOf(ctx);
    const { versions, cards } = await publishedModuleCatalog(published, lang);
    if (cachedRead(ctx, `"${MODULE_CATALOG_KEY}-${versions.join('.')}-${lang}"`)) return;
    ctx.body = { key: MODULE_CATALOG_KEY, lang, version: versions.reduce((sum, version) => sum + version, 0), document: cards };
  });

  router.get('/api/content/:key', async (ctx) => {
    const key = keyOf(ctx);
    const lang = langOf(ctx);
    const { version, document } = await published.read(key);
    if (cachedRead(ctx, `"${key}-${version}-${lang}"`)) return;
    ctx.body = { key, lang, version, document: readerView(key, document[lang]) };
  });
  return router;
}
