import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { remoteIds } from '@reentry/contracts/remotes';
import type { Logger } from '../../logger.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points keep stable names across builds, so browsers must revalidate them every time. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, file: string): void {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  res.setHeader('Cache-Control', ALWAYS_REVALIDATE.has(name) ? 'no-cache' : IMMUTABLE);
}

/** Sends one file from `root`; false when there is no such file (so the caller decides what 404 means). */
async function sendFrom(ctx: Context, root: string, filePath: string): Promise<boolean> {
  try {
    ctx.vary('Accept-Encoding');
    return (await send(ctx, filePath, { root, setHeaders: setCacheHeaders })) !== undefined;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return false;
    throw err;
  }
}

function existingDir(dir: string, logger: Logger): string | undefined {
  if (existsSync(dir)) return dir;
  logger.warn({ dir }, 'frontend build not found; its paths will answer 404 (build it to serve it)');
  return undefined;
}

/**
 * Serves the built frontends: `/remotes/<id>/*` from `mfe-<id>/dist` (readable cross-origin, for shells
 * hosted elsewhere), everything else from `shell/dist`, with index.html for client-side routes.
 */
export function staticWeb(webRoot: string, logger: Logger): Middleware {
  const shellDir = existingDir(path.join(webRoot, 'shell', 'dist'), logger);
  const remoteDirs = new Map<string, string | undefined>(
    remoteIds.map((id) => [id, existingDir(path.join(webRoot, `mfe-${id}`, 'dist'), logger)]),
  );

  return async function serveWeb(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || /^\/api(\/|$)/i.test(ctx.path)) return next();
    // The build's stats file lists module paths and sizes: not for the public.
    if (/^mf-stats\.json(\.(br|gz))?$/.test(path.basename(ctx.path))) return next();

    const remote = /^\/remotes\/([^/]+)(\/.+)$/.exec(ctx.path);
    if (remote) {
      const dir = remoteDirs.get(remote[1] ?? '');
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      if (dir && (await sendFrom(ctx, dir, remote[2] ?? '/'))) return;
      ctx.status = 404;
      return;
    }

    if (!shellDir) return next();
    if (ctx.path !== '/' && (await sendFrom(ctx, shellDir, ctx.path))) return;
    // Client-side routes (no file extension) get the shell's page; a missing asset stays a 404.
    if (path.extname(ctx.path) === '') {
      await sendFrom(ctx, shellDir, '/index.html');
      return;
    }
    await next();
  };
}
