import Router from '@koa/router';
import type { Context } from 'koa';
import { passwordConfirmationSchema, twoFactorDisableRequestSchema, twoFactorEnableRequestSchema } from '@reentry/contracts/account-security';
import { authValidationMessages as m } from '@reentry/contracts/auth-rules';
import { ConflictError, ValidationError } from '../../errors.js';
import { parseBody } from '../../validation.js';
import { logAuthEvent } from '../auth/audit.js';
import { limit, type AuthDeps } from '../auth/auth.deps.js';
import { findLoginAccountById } from '../auth/auth.service.js';
import { verifyPassword } from '../auth/password.js';
import { requireSignedIn, type SignedInUser } from '../auth/signed-in-user.js';
import { mustUseTwoFactor } from '../../middleware/require-role.js';
import { currentSessionId } from '../sessions/sessions.service.js';
import { deleteUserSessions } from '../sessions/session-store.js';
import {
  beginTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
  isTwoFactorEnabled,
  newRecoveryCodeSet,
  twoFactorStatus,
  verifyTwoFactorCode,
} from './two-factor.service.js';

/** Two-step sign-in settings of the signed-in user. Changing them asks for the password again. */
export function twoFactorRoutes(deps: AuthDeps): Router {
  const { knex, logger, twoFactorKeys: keys } = deps;
  const router = new Router({ prefix: '/api/auth/two-factor' });
  router.use((ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  });

  async function confirmPassword(ctx: Context, user: SignedInUser, password: string): Promise<void> {
    await limit(deps, ctx, [{ rule: 'passwordCheckPerUser', subject: String(user.id) }], user.id);
    if (!(await verifyPassword((await findLoginAccountById(knex, user.id))?.passwordHash, password))) throw new ValidationError({ password: m.currentPasswordWrong.id });
  }

  async function checkCode(ctx: Context, user: SignedInUser, run: () => Promise<unknown>): Promise<void> {
    await limit(deps, ctx, [{ rule: 'twoFactorPerUser', subject: String(user.id) }], user.id);
    if (!(await run())) throw new ValidationError({ code: m.twoFactorCodeInvalid.id });
  }

  router.get('/', async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    ctx.body = await twoFactorStatus(knex, user.id, mustUseTwoFactor(user) && deps.requireAdminTwoFactor);
  });

  router.post('/setup', async (ctx) => {
    const { password } = parseBody(passwordConfirmationSchema, ctx);
    const user = await requireSignedIn(knex, ctx);
    await confirmPassword(ctx, user, password);
    ctx.body = await beginTwoFactorSetup(knex, keys, user);
    logAuthEvent(logger, ctx, 'two_factor.setup_started', { userId: user.id });
  });

  router.post('/enable', async (ctx) => {
    const { code } = parseBody(twoFactorEnableRequestSchema, ctx);
    const user = await requireSignedIn(knex, ctx);
    let recoveryCodes: string[] | undefined;
    await checkCode(ctx, user, async () => (recoveryCodes = await enableTwoFactor(knex, keys, user.id, code)));
    // Sessions signed in without the second step end; this one just proved it.
    await deleteUserSessions(knex, user.id, currentSessionId(ctx));
    logAuthEvent(logger, ctx, 'two_factor.enabled', { userId: user.id });
    ctx.body = { recoveryCodes };
  });

  router.post('/disable', async (ctx) => {
    const { password, code } = parseBody(twoFactorDisableRequestSchema, ctx);
    const user = await requireSignedIn(knex, ctx);
    await confirmPassword(ctx, user, password);
    await checkCode(ctx, user, () => verifyTwoFactorCode(knex, keys, user.id, code));
    await disableTwoFactor(knex, user.id);
    logAuthEvent(logger, ctx, 'two_factor.disabled', { userId: user.id });
    ctx.status = 204;
  });

  router.post('/recovery-codes', async (ctx) => {
    const { password } = parseBody(passwordConfirmationSchema, ctx);
    const user = await requireSignedIn(knex, ctx);
    await confirmPassword(ctx, user, password);
    if (!(await isTwoFactorEnabled(knex, user.id))) throw new ConflictError('api.twoFactor.notEnabled');
    ctx.body = { recoveryCodes: await newRecoveryCodeSet(knex, keys, user.id) };
    logAuthEvent(logger, ctx, 'two_factor.recovery_codes_created', { userId: user.id });
  });

  return router;
}
