import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { Context, Middleware } from 'koa';

/** A body Koa would send as JSON: a plain object or an array (not a string, buffer, stream or model). */
function isPlainJson(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  const proto: unknown = Object.getPrototypeOf(body);
  return Array.isArray(body) || proto === Object.prototype || proto === null;
}

const THRESHOLD_BYTES = 1024;

/**
 * JSON answers become their text once, here: the size check below would otherwise serialise the body
 * to measure it and Koa serialise it again to send it. The bytes sent are the same (Koa uses the same
 * JSON.stringify, and the Content-Type stays as set). A text under the threshold (most API answers) is
 * then marked not to compress, before the compressor looks up its media type and the client's encodings.
 */
function serialiseJson(ctx: Context): void {
  if (ctx.respond === false || ctx.headerSent) return;
  if (isPlainJson(ctx.body)) ctx.body = JSON.stringify(ctx.body);
  if (typeof ctx.body === 'string' && ctx.compress === undefined && (ctx.length ?? Infinity) < THRESHOLD_BYTES) ctx.compress = false;
}

/**
 * Compresses dynamic answers (API JSON, the SPA's index.html) for slow mobile connections.
 * Static assets already come precompressed from the build (.br/.gz), which this skips because
 * they carry a Content-Encoding. Brotli at quality 4 keeps CPU per request low.
 */
export function compression(): Middleware {
  const compressBig = compress({
    threshold: THRESHOLD_BYTES,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  }) as Middleware;
  return (ctx, next) =>
    compressBig(ctx, async () => {
      await next();
      serialiseJson(ctx);
    });
}
