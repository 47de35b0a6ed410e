import Router from '@koa/router';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginTwoFactorRequestSchema,
  resetPasswordRequestSchema,
} from '@reentry/contracts/auth';
import { resetWithCodeRequestSchema } from '@reentry/contracts/reset-codes';
import { authValidationMessages as m } from '@reentry/contracts/auth-rules';
import { InvalidCredentialsError, TwoFactorRequiredError, UnauthenticatedError, ValidationError } from '../../errors.js';
import { requestLocale, translateFor } from '../../i18n/translate.js';
import { parseBody } from '../../validation.js';
import { currentSessionId, pendingTwoFactor, startPendingTwoFactor, startUserSession } from '../sessions/sessions.service.js';
import { isTwoFactorEnabled, verifyTwoFactorCode } from '../two-factor/two-factor.service.js';
import { findUserWithProgress } from '../users/users.service.js';
import { logAuthEvent } from './audit.js';
import { limit, type AuthDeps } from './auth.deps.js';
import { changePassword, currentUser, findLoginAccount, findLoginAccountById } from './auth.service.js';
import { hashPassword, verifyPassword } from './password.js';
import { checkPassword, liftLockout } from './password-check.js';
import { passwordProblem } from './password-strength.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { isStaff, requireSignedIn, sessionUserId } from './signed-in-user.js';
import { forgotUsername } from './forgot-username.js';
import { findCodeAccount, guessSubject, resetPasswordWithCode } from './reset-with-code.js';
import { createSignUp } from './signup.js';
import { applyAccountLocale } from '../account/account-locale.js';

export function authRoutes(deps: AuthDeps): Router {
  const { knex, logger } = deps;
  const router = new Router({ prefix: '/api/auth' });
  router.use((ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  });

  router.get('/me', async (ctx) => {
    ctx.body = await currentUser(knex, ctx);
  });

  router.post('/register', createSignUp(deps));

  router.post('/login', async (ctx) => {
    const input = parseBody(loginRequestSchema, ctx);
    const { ok, account } = await checkPassword(deps, ctx, () => findLoginAccount(knex, input.username), input.password);
    if (!ok) {
      logAuthEvent(logger, ctx, 'login.failed', { userId: account?.id, reason: account ? 'wrong-password' : 'unknown-user' });
      throw new InvalidCredentialsError();
    }
    const user = { id: account.id, staff: isStaff(account) };
    if (await isTwoFactorEnabled(knex, account.id)) {
      await startPendingTwoFactor(ctx, user, input.remember);
      logAuthEvent(logger, ctx, 'login.two_factor_required', { userId: account.id });
      throw new TwoFactorRequiredError();
    }
    await startUserSession(ctx, user, input.remember);
    deps.devices.trust(ctx, account.id);
    await applyAccountLocale(knex, ctx, account.id);
    logAuthEvent(logger, ctx, 'login.succeeded', { userId: account.id, remember: input.remember });
    ctx.body = await findUserWithProgress(knex, account.id);
  });

  router.post('/login/two-factor', async (ctx) => {
    const { code } = parseBody(loginTwoFactorRequestSchema, ctx);
    const pending = pendingTwoFactor(ctx);
    if (!pending) throw new UnauthenticatedError('api.auth.twoFactorExpired');
    await limit(deps, ctx, [{ rule: 'loginPerIp', subject: ctx.ip }, { rule: 'twoFactorPerUser', subject: String(pending.userId) }], pending.userId);
    const used = await verifyTwoFactorCode(knex, deps.twoFactorKeys, pending.userId, code);
    if (!used) {
      logAuthEvent(logger, ctx, 'login.two_factor_failed', { userId: pending.userId });
      throw new ValidationError({ code: m.twoFactorCodeInvalid.id });
    }
    await deps.rateLimiter.refund([{ rule: 'loginPerIp', subject: ctx.ip }]);
    await startUserSession(ctx, { id: pending.userId, staff: pending.staff }, pending.remember);
    deps.devices.trust(ctx, pending.userId);
    await applyAccountLocale(knex, ctx, pending.userId);
    if (used === 'recovery') logAuthEvent(logger, ctx, 'two_factor.recovery_code_used', { userId: pending.userId });
    logAuthEvent(logger, ctx, 'login.succeeded', { userId: pending.userId, remember: pending.remember, twoFactor: used });
    ctx.body = await findUserWithProgress(knex, pending.userId);
  });

  router.post('/logout', async (ctx) => {
    const userId = sessionUserId(ctx);
    // Deletes the server-side row too, so a copied cookie stops working.
    ctx.session = null;
    if (userId !== undefined) logAuthEvent(logger, ctx, 'logout', { userId });
    ctx.status = 204;
  });

  router.post('/forgot-password', async (ctx) => {
    const { email } = parseBody(forgotPasswordRequestSchema, ctx);
    const address = email.toLowerCase();
    await limit(deps, ctx, [
      { rule: 'forgotPerIp', subject: ctx.ip },
      { rule: 'forgotPerEmail', subject: address },
      { rule: 'forgotPerEmailDaily', subject: address },
    ]);
    const userIds = await requestPasswordReset(deps, address, requestLocale(ctx));
    logAuthEvent(logger, ctx, 'password_reset.requested', { userIds, accounts: userIds.length });
    ctx.body = { message: translateFor(ctx, 'api.auth.resetEmailSent') };
  });

  router.post('/reset-password', async (ctx) => {
    const input = parseBody(resetPasswordRequestSchema, ctx);
    await limit(deps, ctx, [
      { rule: 'resetPerIp', subject: ctx.ip },
      { rule: 'resetPerEmail', subject: input.email.toLowerCase() },
    ]);
    try {
      const userId = await resetPassword(knex, input);
      // The link proved the owner: strangers' failures no longer lock them out, and this browser is theirs.
      await liftLockout(deps, ctx, userId);
      deps.devices.trust(ctx, userId);
      logAuthEvent(logger, ctx, 'password_reset.completed', { userId });
    } catch (err) {
      if (err instanceof ValidationError) logAuthEvent(logger, ctx, 'password_reset.failed', { reason: Object.values(err.options.fieldMessageIds ?? {})[0] });
      throw err;
    }
    // Not logged in afterwards: this browser's session (if any) ends as well.
    ctx.session = null;
    ctx.body = { message: translateFor(ctx, 'api.auth.passwordResetDone') };
  });

  router.post('/forgot-username', forgotUsername(deps));

  router.post('/reset-password/code', async (ctx) => {
    const input = parseBody(resetWithCodeRequestSchema, ctx);
    // Counted per account as sign-in finds it (any spelling of one name is one count), before any work.
    const account = await findCodeAccount(knex, input.username);
    await limit(deps, ctx, [
      { rule: 'resetCodeGuessPerIp', subject: ctx.ip },
      { rule: 'resetCodeGuessPerAccount', subject: guessSubject(account) },
    ], account.owner?.id);
    try {
      const userId = await resetPasswordWithCode(knex, { account, code: input.code, password: input.password, locale: requestLocale(ctx), publicUrl: deps.publicUrl });
      await liftLockout(deps, ctx, userId);
      logAuthEvent(logger, ctx, 'password_reset.code_completed', { userId });
    } catch (err) {
      if (err instanceof ValidationError) logAuthEvent(logger, ctx, 'password_reset.code_failed', { reason: Object.values(err.options.fieldMessageIds ?? {})[0] });
      throw err;
    }
    ctx.session = null;
    ctx.body = { message: translateFor(ctx, 'api.auth.passwordResetDone') };
  });

  router.post('/change-password', async (ctx) => {
    const input = parseBody(changePasswordRequestSchema, ctx);
    const user = await requireSignedIn(knex, ctx);
    await limit(deps, ctx, [{ rule: 'passwordCheckPerUser', subject: String(user.id) }], user.id);
    if (!(await verifyPassword((await findLoginAccountById(knex, user.id))?.passwordHash, input.currentPassword))) {
      logAuthEvent(logger, ctx, 'login.failed', { userId: user.id, reason: 'wrong-current-password' });
      throw new ValidationError({ currentPassword: m.currentPasswordWrong.id });
    }
    const problem = await passwordProblem(input.newPassword, user);
    if (problem) throw new ValidationError({ newPassword: problem });
    const remember = (ctx.session as { remember?: boolean } | null)?.remember === true;
    await changePassword(knex, user.id, await hashPassword(input.newPassword), currentSessionId(ctx));
    // A fresh id for this browser too; every other session has ended.
    await startUserSession(ctx, { id: user.id, staff: isStaff(user) }, remember);
    logAuthEvent(logger, ctx, 'password.changed', { userId: user.id });
    ctx.body = { message: translateFor(ctx, 'api.auth.passwordChanged') };
  });

  return router;
}
