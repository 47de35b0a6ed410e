import type { Context } from 'koa';
import { classCodeProblem, classCodeRefused } from '../instructor/class-codes.service.js';
import { logAuthEvent } from './audit.js';
import { limit, type AuthDeps } from './auth.deps.js';

/**
 * The sign-up limits of one address. Without a class code: 10 an hour, and the refusal tells a learner
 * in a class to ask for one. With a code, that limit is not used: a much larger ceiling still holds,
 * and codes that do not work count against the address (each distinct code once, so a class that
 * mistypes the same code from the board is not locked out, but guessing stops after a few tries).
 * Only reads: the code's place is taken with the new account, in one transaction (auth.service).
 */
export async function admitSignup(deps: AuthDeps, ctx: Context, classCode: string | undefined): Promise<void> {
  if (!classCode) {
    await limit(deps, ctx, [{ rule: 'registerPerIp', subject: ctx.ip }], undefined, { messageId: 'api.auth.signupLimited' });
    return;
  }
  const misses = { rule: 'classCodeMissPerIp', subject: ctx.ip } as const;
  await limit(deps, ctx, [misses], undefined, { check: true });
  await limit(deps, ctx, [{ rule: 'registerClassPerIp', subject: ctx.ip }]);
  const problem = await classCodeProblem(deps.knex, classCode);
  if (!problem) return;
  logAuthEvent(deps.logger, ctx, 'register.class_code_refused', { reason: problem });
  await deps.rateLimiter.consumeDistinct(misses, classCode);
  throw classCodeRefused(problem);
}
