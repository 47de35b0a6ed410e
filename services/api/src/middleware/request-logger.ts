import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../logger.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What a proxy's id may look like (nginx's $request_id is 32 hex digits; others use UUIDs). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id the proxy gave this request (its log line carries it too), or a new one; echoed in the response. */
export function requestIdOf(ctx: Context): string {
  return (ctx.state as { requestId?: string }).requestId ?? '';
}

export interface RequestLoggerOptions {
  /** Called once per answered request with its duration, e.g. for metrics. */
  onFinished?(ctx: Context, seconds: number): void;
}

/** Logs one line per request once the response is finished (outermost middleware, so it sees the final status). */
export function requestLogger(logger: Logger, { onFinished }: RequestLoggerOptions = {}): Middleware {
  return function logRequest(ctx, next) {
    const started = process.hrtime.bigint();
    const given = ctx.get(REQUEST_ID_HEADER);
    const requestId = REQUEST_ID.test(given) ? given : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);
    ctx.res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const level = ctx.status >= 500 ? 'error' : 'info';
      logger[level]({ requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(seconds * 1e4) / 10 }, 'request');
      onFinished?.(ctx, seconds);
    });
    return next();
  };
}
