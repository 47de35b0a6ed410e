import type { Middleware } from 'koa';
import type { Logger } from '../logger.js';

/** Logs one line per request once the response is finished (outermost middleware, so it sees the final status). */
export function requestLogger(logger: Logger): Middleware {
  return async function logRequest(ctx, next) {
    const started = process.hrtime.bigint();
    ctx.res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = ctx.status >= 500 ? 'error' : 'info';
      logger[level]({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    await next();
  };
}
