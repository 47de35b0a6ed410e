import type { Context } from 'koa';
import { CATALOGUE_FILE_PATH } from '@reentry/contracts/catalogue-files';
import type { RemoteSnapshot } from './remote-snapshot.js';
import type { PageRenderer } from './shell-renderer.js';

export function isCatalogueFileRequest(ctx: Context): boolean {
  return (ctx.method === 'GET' || ctx.method === 'HEAD') && CATALOGUE_FILE_PATH.test(ctx.path);
}

/**
 * A catalogue file, made by the shell's renderer from the texts it renders with. Its name holds a hash of
 * its content, so it is cached for a year; a name whose texts a release changed is a 404 (the page then
 * loads them from its code).
 */
export async function serveCatalogueFile(ctx: Context, renderer: PageRenderer, remotes: RemoteSnapshot[]): Promise<void> {
  const body = await renderer.catalogueFile?.(ctx.path, remotes);
  if (body === undefined) {
    ctx.status = 404;
    ctx.set('Cache-Control', 'no-store');
    return;
  }
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.type = 'application/json';
  ctx.body = body;
}
