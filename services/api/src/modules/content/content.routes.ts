import Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { contentDraftSaveSchema, contentKeyParamsSchema, contentPublishSchema, contentReadQuerySchema, contentRollbackSchema, contentVersionParamsSchema } from '@reentry/contracts/content-studio';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import type { Locale } from '@reentry/contracts/locale';
import { authorizedUser, requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { requestLocale } from '../../i18n/translate.js';
import { parseBody, parseQuery } from '../../validation.js';
import { contentRecord, contentVersion, contentVersions, draftPreview, listContent, publishContent, publishedContent, readerView, rollbackContent, saveDraft, type ContentActor } from './content-store.js';

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
export function contentAdminRoutes(deps: AccessDeps): Router {
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
  });
  return router;
}

/**
 * A replica keeps a published document this long; browsers and caches 30 s more (Cache-Control). A publish
 * reaches every reader within 15 + 30 s, inside the minute the issue allows; a server-rendered page within
 * 15 s plus the anonymous page cache (PAGE_CACHE_SECONDS, 15 s at most). See docs/decisions/issue-32-content-studio.md.
 */
export const PUBLISHED_TTL_MS = 15_000;
const BROWSER_CACHE_SECONDS = 30;

/** `GET /api/content/:key?lang=en|es`: the published document in one language, for pages and offline copies. */
export function contentPublicRoutes(knex: Knex, ttlMs = PUBLISHED_TTL_MS): Router {
  const router = new Router();
  const cache = new Map<ContentKey, { value: Awaited<ReturnType<typeof publishedContent>>; until: number }>();
  const published = async (key: ContentKey) => {
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await publishedContent(knex, key);
    cache.set(key, { value, until: Date.now() + ttlMs });
    return value;
  };

  router.get('/api/content/:key', async (ctx) => {
    const key = keyOf(ctx);
    const { lang } = parseQuery(contentReadQuerySchema, ctx) as { lang: Locale };
    const { version, document } = await published(key);
    ctx.set('Cache-Control', `public, max-age=${BROWSER_CACHE_SECONDS}`);
    ctx.etag = `"${key}-${version}-${lang}"`;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = { key, lang, version, document: readerView(key, document[lang]) };
  });
  return router;
}
