import type { Context } from 'koa';
import type { Knex } from 'knex';
import { RateLimitedError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../mail/mailer.js';
import type { RateLimiter, RateLimitHit } from '../rate-limit/rate-limit.service.js';
import type { TwoFactorKeys } from '../two-factor/two-factor.crypto.js';
import { logAuthEvent } from './audit.js';
import type { DeviceCookies } from './device-cookie.js';

/** What the account routes need; built once in app.ts. */
export interface AuthDeps {
  knex: Knex;
  logger: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  twoFactorKeys: TwoFactorKeys;
  /** Links always use this host, never the request's Host header. */
  publicUrl: string;
  /** Admins must have two-step sign-in on before admin endpoints answer. */
  requireAdminTwoFactor: boolean;
  /** Browsers where an account signed in before (their own login allowance). */
  devices: DeviceCookies;
  /** STAFF_EMAIL: alerts (a staff account's sign-in locked) go here and to every admin. */
  staffEmails: string[];
}

/**
 * Counts the attempt against every rule (or, with `check`, only checks that none is used up); a 429 is
 * logged as an auth event before it goes out, worded with `messageId` when the limit has its own advice.
 */
export async function limit(
  deps: AuthDeps,
  ctx: Context,
  hits: readonly RateLimitHit[],
  userId?: number,
  { check = false, messageId }: { check?: boolean; messageId?: string } = {},
): Promise<void> {
  try {
    await (check ? deps.rateLimiter.check(hits) : deps.rateLimiter.consume(hits));
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    logAuthEvent(deps.logger, ctx, 'rate_limited', { userId, rules: err.rules, path: ctx.path });
    throw messageId ? new RateLimitedError(err.retryAfterSeconds, err.rules, messageId) : err;
  }
}
