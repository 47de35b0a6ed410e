import type { Middleware } from 'koa';
import { ForbiddenError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Stripe webhooks cannot send our header; they are authenticated by their signature instead. */
export const CSRF_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/api/stripe/webhook']);

/**
 * Cross-site request forgery guard for state-changing API calls. A custom header cannot be sent cross-site
 * without a CORS preflight (which we never grant), and a browser-sent Origin must be one of ours.
 */
export function csrfGuard(allowedOrigins: readonly string[]): Middleware {
  const allowed = new Set(allowedOrigins);
  return function checkCsrf(ctx, next) {
    if (!SAFE_METHODS.has(ctx.method) && !CSRF_EXEMPT_PATHS.has(ctx.path.toLowerCase())) {
      if (ctx.get('X-Requested-With') !== 'fetch') {
        throw new ForbiddenError('Missing the X-Requested-With: fetch header.', 'api.csrf.missingHeader');
      }
      const origin = ctx.get('Origin');
      if (origin && !allowed.has(origin)) throw new ForbiddenError('This origin may not call the API.', 'api.csrf.foreignOrigin');
    }
    return next();
  };
}
