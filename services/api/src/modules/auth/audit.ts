import type { Context } from 'koa';
import type { Logger } from '../../logger.js';

/** The account events an incident needs to reconstruct (never with a password, token or code). */
export type AuthEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.two_factor_required'
  | 'login.two_factor_failed'
  | 'logout'
  | 'rate_limited'
  | 'staff.sign_in_locked'
  | 'register'
  | 'register.class_code_refused'
  | 'register.replayed'
  | 'register.replay_refused'
  | 'password_reset.requested'
  | 'password_reset.completed'
  | 'password_reset.failed'
  | 'password_reset.code_completed'
  | 'password_reset.code_failed'
  | 'username_reminder.requested'
  | 'password.changed'
  | 'session.ended'
  | 'sessions.ended_others'
  | 'two_factor.setup_started'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'two_factor.recovery_codes_created'
  | 'two_factor.recovery_code_used'
  | 'role.changed'
  | 'account.deleted';

export interface AuthEventFields {
  userId?: number | null;
  [detail: string]: unknown;
}

/**
 * One info line per account event, with the account and the client address (as resolved from TRUST_PROXY).
 * The logger also redacts secret-named fields, but callers pass none.
 */
export function logAuthEvent(logger: Logger, ctx: Pick<Context, 'ip'> | { ip: string }, event: AuthEvent, fields: AuthEventFields = {}): void {
  logger.info({ event: `auth.${event}`, ip: ctx.ip, ...fields, userId: fields.userId ?? null }, 'auth event');
}
