import type { Middleware } from 'koa';

/** Per-user or state-changing answers must never be kept by a browser or shared cache. */
export const noStore: Middleware = (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  return next();
};
