import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { Logger } from '../../logger.js';
import { REMOTE_ID } from './remote-sources.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points keep stable names across builds, so browsers must revalidate them every time. */
const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'remoteEntry.js', 'no-js.css', 'sw.js']);
/** The app's icons keep their names too (the web app manifest names them). */
const STABLE_NAME_FOLDERS = /(?:^|[/\\])icons[/\\][^/\\]+$/;
/** Build files nobody needs: the page template (pages are rendered) and build statistics. */
const NOT_PUBLISHED = /(?:^|\/)(?:index\.html|mf-stats\.json)(?:\.br|\.gz)?$/;

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, file: string): void {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  res.setHeader('Cache-Control', ALWAYS_REVALIDATE.has(name) || STABLE_NAME_FOLDERS.test(file) ? 'no-cache' : IMMUTABLE);
  // The service worker at /sw.js controls the whole site (its default scope; said explicitly for proxies and CDNs).
  if (name === 'sw.js') res.setHeader('Service-Worker-Allowed', '/');
}

/** Sends one file from `root`; false when there is no such file (so the caller decides what 404 means). */
async function sendFrom(ctx: Context, root: string, filePath: string): Promise<boolean> {
  if (NOT_PUBLISHED.test(filePath)) return false;
  try {
    ctx.vary('Accept-Encoding');
    return (await send(ctx, filePath, { root, setHeaders: setCacheHeaders })) !== undefined;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return false;
    throw err;
  }
}

/** A released version's folder name (`npm run release:remote`): `<package version>-<manifest hash>`. */
const RELEASED_VERSION = /^\/(\d+\.\d+\.\d+[0-9A-Za-z.+-]*)\//;

/**
 * Serves the built frontends' files: `/remotes/<id>/<version>/*` from `<releasesDir>/remotes/<id>/<version>/`
 * for a released version, `/remotes/<id>/*` from `mfe-<id>/dist` for any remote built into the web root
 * (both readable cross-origin, for shells hosted elsewhere), and the shell's assets from `shell/dist`.
 * Pages themselves are rendered by the server (pages.ts); a missing file is a 404.
 */
export function staticWeb({ webRoot, releasesDir }: { webRoot: string; releasesDir: string }, logger: Logger): Middleware {
  const shellDir = path.join(webRoot, 'shell', 'dist');
  if (!existsSync(shellDir)) logger.warn({ dir: shellDir }, 'shell build not found; its files will answer 404 (build it to serve it)');

  return async function serveWeb(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || /^\/api(\/|$)/i.test(ctx.path)) return next();

    const remote = /^\/remotes\/([^/]+)(\/.+)$/.exec(ctx.path);
    if (remote) {
      const [, id = '', file = '/'] = remote;
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      const root = RELEASED_VERSION.test(file) ? path.join(releasesDir, 'remotes', id) : path.join(webRoot, `mfe-${id}`, 'dist');
      if (REMOTE_ID.test(id) && (await sendFrom(ctx, root, file))) return;
      ctx.status = 404;
      return;
    }
    if (path.extname(ctx.path) !== '' && (await sendFrom(ctx, shellDir, ctx.path))) return;
    await next();
  };
}
