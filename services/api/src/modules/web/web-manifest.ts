import type { Context } from 'koa';
import { isLocale } from '@reentry/contracts/locale';
import { pagePreferences } from './page-preferences.js';
import type { PageRenderer } from './shell-renderer.js';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export function isWebManifestRequest(ctx: Context): boolean {
  return (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.path === WEB_MANIFEST_PATH;
}

/**
 * The web app manifest, written by the shell in the language the page's link names (`?lang=`), else the
 * visitor's. Browsers fetch it without cookies, so pages link the manifest of their own language.
 */
export async function serveWebManifest(ctx: Context, renderer: PageRenderer): Promise<void> {
  if (!renderer.webManifest) {
    ctx.status = 404;
    return;
  }
  const lang = ctx.query.lang;
  const locale = typeof lang === 'string' && isLocale(lang) ? lang : pagePreferences(ctx).locale;
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('Content-Language', locale);
  ctx.type = 'application/manifest+json';
  ctx.body = JSON.stringify(await renderer.webManifest(locale));
}
