import Router from '@koa/router';
import type { Context } from 'koa';
import { accountDeleteSchema, accountTokenSchema, accountUpdateSchema } from '@reentry/contracts/account';
import { authValidationMessages as auth } from '@reentry/contracts/auth-rules';
import { ValidationError } from '../../errors.js';
import { requestLocale, translateFor } from '../../i18n/translate.js';
import { parseBody } from '../../validation.js';
import { writeAudit } from '../audit/audit.service.js';
import { logAuthEvent } from '../auth/audit.js';
import { limit, type AuthDeps } from '../auth/auth.deps.js';
import { findLoginAccountById } from '../auth/auth.service.js';
import { verifyPassword } from '../auth/password.js';
import { requireSignedIn, type SignedInUser } from '../auth/signed-in-user.js';
import { isTwoFactorEnabled, verifyTwoFactorCode } from '../two-factor/two-factor.service.js';
import { deleteAccount } from './account-delete.service.js';
import { exportAccount } from './account-export.service.js';
import { accountProfile, changeLocale, changeName } from './account-profile.service.js';
import { confirmEmailChange, requestEmailChange, undoEmailChange } from './email-change.service.js';
import { resendVerifyLink, unverifiedEmail, verifyEmail, verifyMailHit } from './email-verification.service.js';

const actorOf = (user: SignedInUser) => ({ id: user.id, username: user.username });

/** `/api/account`: the signed-in learner's own profile, email, language, data and deletion (issue 31). */
export function accountRoutes(deps: AuthDeps): Router {
  const { knex, logger } = deps;
  const router = new Router({ prefix: '/api/account' });
  router.use((ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  });

  /** Counted before the hash is checked; a wrong password is the field's message. */
  async function checkPassword(ctx: Context, user: SignedInUser, password: string, field: string): Promise<void> {
    await limit(deps, ctx, [{ rule: 'passwordCheckPerUser', subject: String(user.id) }], user.id);
    if (!(await verifyPassword((await findLoginAccountById(knex, user.id))?.passwordHash, password))) {
      logAuthEvent(logger, ctx, 'login.failed', { userId: user.id, reason: 'wrong-current-password' });
      throw new ValidationError({ [field]: auth.currentPasswordWrong.id });
    }
  }

  router.get('/', async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    ctx.body = await accountProfile(knex, user.id);
  });

  router.patch('/', async (ctx) => {
    const input = parseBody(accountUpdateSchema, ctx);
    const user = await requireSignedIn(knex, ctx);
    if (input.email !== undefined) {
      const address = input.email.toLowerCase();
      await limit(deps, ctx, [
        { rule: 'emailChangePerIp', subject: ctx.ip },
        { rule: 'emailChangePerUser', subject: String(user.id) },
        { rule: 'emailChangePerEmail', subject: address },
      ], user.id);
      await checkPassword(ctx, user, input.currentPassword!, 'currentPassword');
      await requestEmailChange(deps, actorOf(user), address, requestLocale(ctx));
    }
    if (input.name !== undefined || input.locale !== undefined) {
      await limit(deps, ctx, [{ rule: 'accountUpdatePerUser', subject: String(user.id) }], user.id);
      if (input.name !== undefined) await changeName(knex, actorOf(user), input.name);
      if (input.locale !== undefined) await changeLocale(knex, actorOf(user), input.locale);
    }
    ctx.body = await accountProfile(knex, user.id);
  });

  router.post('/email/confirm', async (ctx) => {
    const { token } = parseBody(accountTokenSchema, ctx);
    await limit(deps, ctx, [{ rule: 'emailLinkPerIp', subject: ctx.ip }]);
    await confirmEmailChange(deps, token, requestLocale(ctx));
    ctx.body = { message: translateFor(ctx, 'api.account.emailChanged') };
  });

  router.post('/email/undo', async (ctx) => {
    const { token } = parseBody(accountTokenSchema, ctx);
    await limit(deps, ctx, [{ rule: 'emailLinkPerIp', subject: ctx.ip }]);
    await undoEmailChange(deps, token);
    ctx.session = null;
    ctx.body = { message: translateFor(ctx, 'api.account.emailChangeUndone') };
  });

  router.post('/email/verify', async (ctx) => {
    const { token } = parseBody(accountTokenSchema, ctx);
    await limit(deps, ctx, [{ rule: 'emailLinkPerIp', subject: ctx.ip }]);
    await verifyEmail(knex, token);
    ctx.body = { message: translateFor(ctx, 'api.account.emailVerified') };
  });

  router.post('/email/verify-link', async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    const email = await unverifiedEmail(knex, user.id);
    await limit(deps, ctx, [{ rule: 'emailVerifyLinkPerUser', subject: String(user.id) }, verifyMailHit(email)], user.id);
    await resendVerifyLink(deps, actorOf(user), requestLocale(ctx));
    ctx.body = { message: translateFor(ctx, 'api.account.verifyLinkSent') };
  });

  router.get('/export', async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    await limit(deps, ctx, [{ rule: 'accountExportPerUser', subject: String(user.id) }], user.id);
    const data = await exportAccount(knex, user.id);
    await knex.transaction((trx) => writeAudit(trx, { actor: actorOf(user), action: 'account.exported', targetType: 'user', targetId: user.id }));
    ctx.set('Content-Disposition', 'attachment; filename="my-data.json"');
    ctx.body = data;
  });

  router.post('/delete', async (ctx) => {
    const input = parseBody(accountDeleteSchema, ctx);
    const user = await requireSignedIn(knex, ctx);
    await checkPassword(ctx, user, input.password, 'password');
    if (await isTwoFactorEnabled(knex, user.id)) {
      await limit(deps, ctx, [{ rule: 'twoFactorPerUser', subject: String(user.id) }], user.id);
      if (!input.code || !(await verifyTwoFactorCode(knex, deps.twoFactorKeys, user.id, input.code))) throw new ValidationError({ code: auth.twoFactorCodeInvalid.id });
    }
    await deleteAccount(knex, actorOf(user));
    ctx.session = null;
    logAuthEvent(logger, ctx, 'account.deleted', { userId: user.id });
    ctx.body = { message: translateFor(ctx, 'api.account.deleted') };
  });

  return router;
}
