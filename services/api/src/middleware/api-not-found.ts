import type { Middleware } from 'koa';
import { MethodNotAllowedError, NotFoundError } from '../errors.js';

/**
 * First in the API chain: anything under /api that nothing answered is a 404 envelope, not an HTML page,
 * and a method a route does not take (the routers set 405 or 501 and Allow) is a 405 envelope.
 */
export function apiNotFound(): Middleware {
  return async function notFound(ctx, next) {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 405 || ctx.status === 501) throw new MethodNotAllowedError(ctx.response.get('Allow').split(/,\s*/).filter(Boolean));
    if (ctx.status === 404) throw new NotFoundError('No such API endpoint.');
  };
}
