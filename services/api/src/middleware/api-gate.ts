import type { Middleware } from 'koa';
import compose from 'koa-compose';
import { MethodNotAllowedError } from '../errors.js';

/** /api and everything under it, in any letter case: the routers match paths ignoring case, so this must too. */
export const API_PATH = /^\/api(\/|$)/i;

/** Methods the API may answer; anything else (TRACE, PROPFIND, ...) is refused before any work. */
const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** 405 with the error envelope for methods no API route could ever take. */
export function methodGuard(): Middleware {
  return function checkMethod(ctx, next) {
    if (!KNOWN_METHODS.includes(ctx.method)) throw new MethodNotAllowedError();
    return next();
  };
}

/**
 * Mounts the API: one path test decides, and every request it lets in goes through the whole chain
 * (404 fallback, method check, session, CSRF guard, JSON body) before any router sees it. A path that
 * is not the API's skips all of it. Nothing else in the app mounts API routers.
 */
export function mountApi(chain: Middleware[]): Middleware {
  const api = compose(chain);
  return function apiGate(ctx, next) {
    return API_PATH.test(ctx.path) ? api(ctx, next) : next();
  };
}
