import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

/**
 * Compresses dynamic answers (API JSON, the SPA's index.html) for slow mobile connections.
 * Static assets already come precompressed from the build (.br/.gz), which this skips because
 * they carry a Content-Encoding. Brotli at quality 4 keeps CPU per request low.
 */
export function compression(): Middleware {
  return compress({
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  }) as Middleware;
}
