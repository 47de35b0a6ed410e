import Router from '@koa/router';
import type { Context } from 'koa';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@reentry/contracts/auth';
import { requestLocale, translateFor } from '../../i18n/translate.js';
import { parseBody } from '../../validation.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { currentUser, login, register } from './auth.service.js';
import { requestPasswordReset, resetPassword, type PasswordResetDeps } from './password-reset.service.js';

export interface AuthRouteDeps extends PasswordResetDeps {
  rateLimiter: RateLimiter;
}

/** Logs the user in on a fresh session id, so an id planted before login (session fixation) is worthless. */
async function startSession(ctx: Context, userId: number): Promise<void> {
  ctx.session!.userId = userId;
  await ctx.session!.regenerate();
}

export function authRoutes(deps: AuthRouteDeps): Router {
  const { knex, rateLimiter } = deps;
  const router = new Router({ prefix: '/api/auth' });
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/me', async (ctx) => {
    ctx.body = await currentUser(knex, ctx.session);
  });

  router.post('/register', async (ctx) => {
    const input = parseBody(registerRequestSchema, ctx);
    await rateLimiter.consume([{ rule: 'registerPerIp', subject: ctx.ip }]);
    const user = await register(knex, input);
    await startSession(ctx, user.id);
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/login', async (ctx) => {
    const input = parseBody(loginRequestSchema, ctx);
    const perAccount = { rule: 'loginPerAccount', subject: `${ctx.ip}|${input.username.toLowerCase()}` } as const;
    await rateLimiter.consume([{ rule: 'loginPerIp', subject: ctx.ip }, perAccount]);
    const user = await login(knex, input);
    await rateLimiter.reset(perAccount);
    await startSession(ctx, user.id);
    ctx.body = user;
  });

  router.post('/logout', async (ctx) => {
    // Deletes the server-side row too, so a copied cookie stops working.
    ctx.session = null;
    ctx.status = 204;
  });

  router.post('/forgot-password', async (ctx) => {
    const { email } = parseBody(forgotPasswordRequestSchema, ctx);
    await rateLimiter.consume([
      { rule: 'forgotPerIp', subject: ctx.ip },
      { rule: 'forgotPerEmail', subject: email.toLowerCase() },
    ]);
    await requestPasswordReset(deps, email, requestLocale(ctx));
    ctx.body = { message: translateFor(ctx, 'api.auth.resetEmailSent') };
  });

  router.post('/reset-password', async (ctx) => {
    const input = parseBody(resetPasswordRequestSchema, ctx);
    await resetPassword(knex, input);
    // Not logged in afterwards: this browser's session (if any) ends as well.
    ctx.session = null;
    ctx.body = { message: translateFor(ctx, 'api.auth.passwordResetDone') };
  });

  return router;
}
