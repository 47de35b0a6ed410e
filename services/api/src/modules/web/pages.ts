import path from 'node:path';
import type { Context, Middleware } from 'koa';
import type { DispatchFunc } from 'light-my-request';
import { bodyParser } from '@koa/bodyparser';
import { localPath } from '@reentry/contracts/local-path';
import { STORAGE_KEYS } from '@reentry/contracts/locale';
import type { Knex } from 'knex';
import type { Config } from '../../config.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { AppMetrics } from '../metrics/metrics.js';
import { kioskDevice } from '../kiosk/kiosk-device.js';
import type { KioskTokens } from '../kiosk/kiosk-token.js';
import { SESSION_COOKIE } from '../../middleware/session.js';
import { inProcessFetch } from './in-process-fetch.js';
import { formPostOrigin } from './form-post-origin.js';
import { createPageCache } from './page-cache.js';
import { pagePreferences } from './page-preferences.js';
import { renderFailurePage } from './render-failure-page.js';
import { isWebManifestRequest, serveWebManifest } from './web-manifest.js';
import { isCatalogueFileRequest, serveCatalogueFile } from './catalogue-files.js';
import { createRemoteFileFetcher, SELF_ORIGIN } from './remote-files.js';
import { createRemoteRegistry } from './remote-registry.js';
import { createRemoteSnapshotStore } from './remote-snapshot-store.js';
import { loadShellRenderer, type PageRenderer } from './shell-renderer.js';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Only `?lang=` may vary an anonymous page that is cached; any other parameter is rendered fresh. */
/** A query of only the footer's switches (`?lang=`, `?theme=`): the page is the same for every visitor with those. */
function onlyPreferenceQuery(querystring: string): boolean {
  return [...new URLSearchParams(querystring).keys()].every((key) => key === 'lang' || key === 'theme');
}

/**
 * Signed-in pages must not outlive the session on a shared computer (Back after logout); a shared tablet in
 * kiosk mode keeps no page at all (no back-forward cache, no form restored for the next learner). A page
 * whose loader says no-store (a certificate's status, which staff can revoke) is never kept either.
 */
function pageCacheControl({ signedIn, kiosk, noStore }: { signedIn: boolean; kiosk: boolean; noStore: boolean }): string {
  if (signedIn) return 'private, no-store';
  return kiosk || noStore ? 'no-store' : 'no-cache';
}

function isPageRequest(ctx: Context): boolean {
  return (ctx.method === 'GET' || ctx.method === 'HEAD') && !/^\/api(\/|$)/i.test(ctx.path) && path.extname(ctx.path) === '';
}

/** `Save-Data: on` (a phone's data saver): the page is sent without decorative images. */
function wantsSaveData(ctx: Context): boolean {
  return ctx.get('Save-Data').trim().toLowerCase() === 'on';
}

function isFormPostToPage(ctx: Context): boolean {
  return ctx.method === 'POST' && !/^\/api(\/|$)/i.test(ctx.path) && path.extname(ctx.path) === '';
}

/** The same limit as the API's JSON bodies: a public form's longest answers fit many times over. */
export const FORM_BODY_LIMIT = '64kb';
// A posted form's body as text (URL-encoded only; the route action reads its fields), within the limit.
// A bigger one is refused with 413 by the error handler.
const readFormText = bodyParser({
  enableTypes: ['text'],
  extendTypes: { text: ['application/x-www-form-urlencoded'] },
  textLimit: FORM_BODY_LIMIT,
  parsedMethods: ['POST'],
}) as Middleware;

async function formBody(ctx: Context): Promise<string> {
  await readFormText(ctx, async () => {});
  const body = ctx.request.body;
  return typeof body === 'string' ? body : '';
}

/** Shows the page again after a post that is not sent (fields dropped, never echoed or logged). */
function showPageAgain(ctx: Context, page: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(page);
  ctx.status = 303;
}

/**
 * The cookies a page loader's redirect sets (a flash toast carried to the next page). A loader may never
 * touch the session cookie: that belongs to the API alone.
 */
export function redirectCookies(setCookies: readonly string[] = []): string[] {
  return setCookies.filter((cookie) => !/^\s*(__Host-)?reentry\.sid(\.sig)?=/i.test(cookie));
}

export interface SitePagesDeps {
  config: Config;
  knex: Knex;
  logger: Logger;
  metrics?: AppMetrics;
  /** Reads a device's kiosk cookie back (the facility's name). */
  kiosk: KioskTokens;
  /** The whole app, for reading this site's own files and API in process. */
  dispatch: () => DispatchFunc;
}

/**
 * Server-rendered pages (ARCHITECTURE.md section 3b): every path that is not the API or a file is
 * rendered by the shell's Node build with the page's remote and data, in the visitor's language and
 * theme. Also owns the registry of remotes that `/remotes.json` and the CSP read.
 */
export function createSitePages({ config, knex, logger, metrics, kiosk: kioskTokens, dispatch }: SitePagesDeps) {
  const fetchRemoteFile = createRemoteFileFetcher({ dispatch, allowedOrigins: () => registry.origins() });
  const registry = createRemoteRegistry({
    webRoot: config.webRoot,
    serveWeb: config.serveWeb,
    remoteUrls: config.remoteUrls,
    remotesFile: config.remotesFile,
    refreshSeconds: config.remotesRefreshSeconds,
    fetchRemoteFile,
    logger,
    store: createRemoteSnapshotStore(knex),
  });
  // The Module Federation runtime gets manifests from the registry, so it loads exactly the version
  // the registry published (and the page's state names).
  const runtimeFetch = async (url: string) => {
    const snapshot = registry.current().find((remote) => remote.serverManifestUrl === url);
    return snapshot
      ? new Response(JSON.stringify(snapshot.manifest), { headers: { 'Content-Type': 'application/json' } })
      : fetchRemoteFile(url);
  };
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const cache = createPageCache(config.pageCacheSeconds);

  async function render(ctx: Context, renderWith: PageRenderer, posted?: { page: string; body: string }): Promise<void> {
    const { locale, theme, chosenLocale, chosenTheme, saved } = pagePreferences(ctx);
    // An editor's draft preview (`?preview=draft&lang=es`, the studio's frame) is shown in its language but
    // never saves it: the editor's own pages keep theirs (issue 39, 2.5).
    const keeps = ctx.query.preview !== 'draft';
    const preference = { signed: false, httpOnly: false, sameSite: 'lax', maxAge: ONE_YEAR_MS } as const;
    if (chosenLocale && keeps) ctx.cookies.set(STORAGE_KEYS.locale, chosenLocale, preference);
    if (chosenTheme && keeps) ctx.cookies.set(STORAGE_KEYS.theme, chosenTheme, preference);
    const hasSession = Boolean(ctx.cookies.get(SESSION_COOKIE, { signed: false }));
    const saveData = wantsSaveData(ctx);
    const kiosk = kioskDevice(ctx, kioskTokens);
    const remotes = registry.current();
    const cacheKey = [ctx.path, locale, theme, saved.locale, saved.theme, saveData, kiosk ? `kiosk:${kiosk.facilityName}` : '', ...remotes.map((remote) => remote.version)].join('|');
    const cacheable = !posted && !hasSession && onlyPreferenceQuery(ctx.querystring);
    ctx.vary('Cookie');
    ctx.vary('Accept-Language');
    ctx.vary('Save-Data');
    // The service worker keeps pages per language and reads it here (docs/offline.md).
    ctx.set('Content-Language', locale);
    const hit = cacheable ? cache.get(cacheKey) : undefined;
    if (hit) {
      ctx.set('Cache-Control', pageCacheControl({ signedIn: false, kiosk: kiosk !== null, noStore: false }));
      ctx.status = hit.status;
      ctx.type = 'html';
      ctx.body = hit.html;
      return;
    }
    const visitor = inProcessFetch(dispatch(), { cookie: ctx.get('Cookie') || undefined, ip: ctx.ip });
    const started = performance.now();
    const result = await renderWith.render({
      url: SELF_ORIGIN + ctx.url,
      locale,
      theme,
      saved,
      kiosk,
      fetchApi: visitor.fetch,
      remotes,
      now: Date.now(),
      saveData,
      formBody: posted?.body,
    });
    metrics?.observeRender(result.type, (performance.now() - started) / 1000);
    for (const cookie of visitor.setCookies) ctx.append('Set-Cookie', cookie);
    if (result.type === 'no-action') return showPageAgain(ctx, posted?.page ?? '/');
    if (result.type === 'redirect') {
      for (const cookie of redirectCookies(result.setCookies)) ctx.append('Set-Cookie', cookie);
      ctx.set('Cache-Control', 'no-store');
      // Loaders build locations from the URL (a code, a return path): only a path of this site goes out.
      ctx.redirect(localPath(result.location) ?? '/');
      ctx.status = result.status;
      return;
    }
    for (const [name, value] of Object.entries(result.headers)) ctx.set(name, value);
    const pageSaysNoStore = /no-store/.test(result.headers['cache-control'] ?? '');
    ctx.set('Cache-Control', posted ? 'no-store' : pageCacheControl({ signedIn: result.signedIn || hasSession, kiosk: kiosk !== null, noStore: pageSaysNoStore }));
    ctx.status = result.status;
    ctx.type = 'html';
    ctx.body = result.html;
    if (cacheable && !pageSaysNoStore && !result.signedIn && result.status === 200) cache.set(cacheKey, { html: result.html, status: result.status });
  }

  const middleware: Middleware = async function renderPage(ctx, next) {
    let posted: { page: string; body: string } | undefined;
    if (isFormPostToPage(ctx)) {
      // A form sent without JavaScript (or before the page's script ran) posts here. A path that is not
      // one of this site's (`//evil.example/login`) is no page: 404, never a redirect. A post from another
      // site is refused (no CSRF header can come with it). The public forms' pages have a route action
      // that sends the form and shows the answer (docs/decisions/issue-30-forms-without-script.md); on any
      // other page, or from a client that is not a browser, the fields (maybe a password) are dropped,
      // never echoed or logged, and the page is shown again.
      const page = localPath(ctx.url);
      ctx.set('Cache-Control', 'no-store');
      if (page === null) throw new NotFoundError();
      const origin = formPostOrigin(ctx, config.allowedOrigins);
      if (origin === 'other-site') throw new ForbiddenError('This form was sent from another website.', 'api.pages.formFromOtherSite');
      if (origin === 'unknown' || !ctx.is('urlencoded')) return showPageAgain(ctx, page);
      posted = { page, body: await formBody(ctx) };
    }
    const manifestRequest = !posted && isWebManifestRequest(ctx);
    const catalogueRequest = !posted && isCatalogueFileRequest(ctx);
    if (!posted && !manifestRequest && !catalogueRequest && !isPageRequest(ctx)) return next();
    const loading = (renderer ??= loadShellRenderer(config.webRoot, runtimeFetch, logger));
    const [renderWith] = await Promise.all([loading, registry.start()]);
    // Not built yet: looked for again at the next page, so a build after the start is served without a restart.
    if (!renderWith && renderer === loading) renderer = undefined;
    if (!renderWith && posted) return showPageAgain(ctx, posted.page);
    if (!renderWith) {
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text';
      ctx.body = 'The site is not built yet: run npm run build.';
      return;
    }
    if (manifestRequest) return serveWebManifest(ctx, renderWith);
    if (catalogueRequest) return serveCatalogueFile(ctx, renderWith, registry.current());
    const started = performance.now();
    try {
      await render(ctx, renderWith, posted);
    } catch (err) {
      metrics?.observeRender('error', (performance.now() - started) / 1000);
      logger.error({ err, path: ctx.path }, 'page could not be rendered');
      ctx.status = 500;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'html';
      ctx.body = renderFailurePage(pagePreferences(ctx).locale);
    }
  };

  return { middleware, registry };
}
