import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { UnsupportedMediaTypeError } from '../errors.js';

export const JSON_BODY_LIMIT = '64kb';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The API accepts JSON bodies only. A state-changing request that carries a body of another type is refused
 * before anything reads it; a request without a body (e.g. a bare DELETE) needs no content type.
 */
export function requireJsonBody(): Middleware {
  return async function checkContentType(ctx, next) {
    if (STATE_CHANGING.has(ctx.method) && hasBody(ctx.req.headers) && !ctx.is('json', '+json')) {
      throw new UnsupportedMediaTypeError();
    }
    await next();
  };
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Parses JSON into ctx.request.body (and keeps ctx.request.rawBody, needed later for webhook signatures). */
export function jsonBodyParser(): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    parsedMethods: [...STATE_CHANGING],
    // Errors propagate to the top handler, which maps them to INVALID_JSON / PAYLOAD_TOO_LARGE.
  }) as Middleware;
}
