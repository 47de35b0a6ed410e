import type { Middleware } from 'koa';
import { NotFoundError } from '../errors.js';

/** Placed after the API router: anything under /api that nothing answered is a 404 envelope, not an HTML page. */
export function apiNotFound(): Middleware {
  return async function notFound(ctx, next) {
    await next();
    if (ctx.body === undefined && ctx.status === 404) throw new NotFoundError('No such API endpoint.');
  };
}
