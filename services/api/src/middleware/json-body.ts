import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { UnsupportedMediaTypeError, ValidationError } from '../errors.js';

export const JSON_BODY_LIMIT = '64kb';
/** Stripe events can be larger than our own requests; only the signed webhook path gets this limit. */
export const WEBHOOK_BODY_LIMIT = '512kb';
const LARGE_BODY_PATHS = new Set(['/api/stripe/webhook']);
/** A content draft is one whole document (up to 512 KB, checked by the content studio) and its version. */
export const CONTENT_DRAFT_BODY_LIMIT = '600kb';
const CONTENT_DRAFT_PATH = /^\/api\/admin\/content\/[a-z0-9-]{1,40}\/draft$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The API accepts JSON bodies only. A state-changing request that carries a body of another type is refused
 * before anything reads it; a request without a body (e.g. a bare DELETE) needs no content type.
 */
export function requireJsonBody(): Middleware {
  return function checkContentType(ctx, next) {
    if (STATE_CHANGING.has(ctx.method) && hasBody(ctx.req.headers) && !ctx.is('json', '+json')) {
      throw new UnsupportedMediaTypeError();
    }
    return next();
  };
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every API body is a JSON object. One that is not (`[1,2]`, `"x"`, `null`, `42`) is refused here, before any
 * route reads it, with a translated 400; no body at all leaves `ctx.request.body` undefined, so a route that
 * takes no body works without one and `parseBody` can tell "nothing sent" from `{}`.
 */
const objectBody: Middleware = (ctx, next) => {
  // A chunked request may still carry nothing (no text at all; `""` is a JSON string, refused below).
  if (!hasBody(ctx.req.headers) || ctx.request.rawBody === '') {
    ctx.request.body = undefined;
  } else if (!isPlainObject(ctx.request.body)) {
    throw new ValidationError({ body: 'api.validation.bodyObject' });
  }
  return next();
};

/** Parses JSON into ctx.request.body and keeps the exact text in ctx.request.rawBody (webhook signatures need it). */
export function jsonBodyParser(): Middleware {
  // Errors propagate to the top handler, which maps them to INVALID_JSON / PAYLOAD_TOO_LARGE. Not strict: a
  // JSON string or number is valid JSON, and is refused below as "not an object", not as broken JSON.
  const parser = (jsonLimit: string) => {
    const parse = bodyParser({ enableTypes: ['json'], jsonLimit, jsonStrict: false, parsedMethods: [...STATE_CHANGING] }) as Middleware;
    return ((ctx, next) => parse(ctx, () => objectBody(ctx, next))) as Middleware;
  };
  const normal = parser(JSON_BODY_LIMIT);
  const large = parser(WEBHOOK_BODY_LIMIT);
  const draft = parser(CONTENT_DRAFT_BODY_LIMIT);
  // A request that cannot carry a body to parse skips the parser altogether (most API calls are GETs).
  return (ctx, next) => {
    if (!STATE_CHANGING.has(ctx.method)) return next();
    if (LARGE_BODY_PATHS.has(ctx.path)) return large(ctx, next);
    return CONTENT_DRAFT_PATH.test(ctx.path) ? draft(ctx, next) : normal(ctx, next);
  };
}
