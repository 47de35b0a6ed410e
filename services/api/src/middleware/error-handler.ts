import type { Context, Middleware } from 'koa';
import type { ErrorCode, ErrorEnvelope } from '@reentry/contracts/errors';
import { AppError, DatabaseUnavailableError, InvalidJsonError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.js';
import { requestLocale, translate } from '../i18n/translate.js';
import type { Logger } from '../logger.js';
import { requestIdOf } from './request-logger.js';

/** Codes for 4xx errors raised by libraries (http-errors style), by status. */
const codeByStatus: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

const GENERIC_MESSAGE = 'Something went wrong';

interface HttpLikeError {
  status?: unknown;
  type?: unknown;
  expose?: unknown;
  message?: unknown;
}

/**
 * Network errors and PostgreSQL SQLSTATEs for "cannot connect / shutting down" (57P0x, 08xxx) and "out of
 * resources" (53xxx: disk full, out of memory, too many connections): the database is away, not the request wrong.
 */
const DATABASE_AWAY_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const DATABASE_AWAY_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|not queryable|Connection ended|connection is closed/i;

export function isDatabaseAway(err: unknown): boolean {
  const { name, code, message, syscall, nativeError } = (err ?? {}) as { name?: unknown; code?: unknown; message?: unknown; syscall?: unknown; nativeError?: unknown };
  // Objection wraps the driver's error (DBError) and keeps the original as `nativeError`.
  if (nativeError && nativeError !== err && isDatabaseAway(nativeError)) return true;
  return (
    name === 'KnexTimeoutError' ||
    (typeof code === 'string' && (DATABASE_AWAY_CODES.has(code) || code.startsWith('53'))) ||
    // The embedded database's socket file is gone while its process restarts.
    (code === 'ENOENT' && syscall === 'connect') ||
    (typeof message === 'string' && DATABASE_AWAY_MESSAGE.test(message))
  );
}

/** Library errors (body parser, koa's ctx.throw) become typed errors; anything unknown stays unknown (500). */
function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (isDatabaseAway(err)) return new DatabaseUnavailableError();
  const { status, type, expose, message } = (err ?? {}) as HttpLikeError;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  // co-body reports unparsable JSON as a SyntaxError with status 400 (raw-body style errors carry a `type`).
  if (err instanceof SyntaxError || type === 'entity.parse.failed') return new InvalidJsonError();
  if (status === 413) return new PayloadTooLargeError();
  if (status === 415) return new UnsupportedMediaTypeError();
  const safeMessage = expose === true && typeof message === 'string' ? message : 'The request could not be processed.';
  return new AppError(status, codeByStatus[status] ?? 'VALIDATION_FAILED', safeMessage);
}

function envelope(code: ErrorCode, message: string): ErrorEnvelope {
  return { error: { code, message } };
}

/** A 4xx envelope in the request's language when the error carries message ids. */
function clientEnvelope(ctx: Context, error: AppError): ErrorEnvelope {
  const { messageId, fieldMessageIds } = error.options;
  if (!messageId && !fieldMessageIds) return envelope(error.code, error.message);
  ctx.vary('Accept-Language');
  const locale = requestLocale(ctx);
  const body = envelope(error.code, messageId ? translate(locale, messageId) : error.message);
  if (fieldMessageIds) {
    body.error.fields = Object.fromEntries(Object.entries(fieldMessageIds).map(([field, id]) => [field, translate(locale, id)]));
  }
  if (error.options.extra) Object.assign(body.error, error.options.extra(locale));
  return body;
}

/** The one place errors become responses: typed envelope, safe 4xx messages, generic 5xx, never a stack. */
export function errorHandler(logger: Logger): Middleware {
  return async function handleErrors(ctx, next) {
    try {
      await next();
    } catch (err) {
      const appError = toAppError(err);
      // 4xx, and 5xx we raise on purpose with a message from our catalogue (online giving not set up, payment
      // provider down): safe to show, translated. Anything else is a generic 5xx.
      if (appError && (appError.expose || appError.options.messageId)) {
        if (appError.status < 500) logger.debug({ requestId: requestIdOf(ctx), code: appError.code, path: ctx.path }, 'request rejected');
        else logger.warn({ requestId: requestIdOf(ctx), code: appError.code, method: ctx.method, path: ctx.path }, 'request refused');
        ctx.status = appError.status;
        ctx.body = clientEnvelope(ctx, appError);
        for (const [name, value] of Object.entries(appError.options.headers ?? {})) ctx.set(name, value);
      } else {
        logger.error({ err, requestId: requestIdOf(ctx), method: ctx.method, path: ctx.path }, 'request failed');
        ctx.status = appError?.status ?? 500;
        ctx.body = envelope(appError?.code ?? 'INTERNAL', GENERIC_MESSAGE);
      }
      // Headers set by a half-built response (e.g. a file download) must not ride along with the envelope,
      // and no cache (browser or proxy) may keep an error: it may name the user or be about their session.
      ctx.remove('Content-Disposition');
      ctx.set('Cache-Control', 'no-store');
    }
  };
}
