import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import { ForbiddenError, TwoFactorEnrolmentRequiredError } from '../../errors.js';
import { isTwoFactorEnabled } from '../two-factor/two-factor.service.js';
import { requireSignedIn } from './signed-in-user.js';

/**
 * Guards admin endpoints: 401 without a session, 403 FORBIDDEN unless the database says admin now, and,
 * where the site requires it (REQUIRE_ADMIN_2FA), 403 TWO_FACTOR_ENROLMENT_REQUIRED until the admin has
 * two-step sign-in on: the admin pages send them to /account/security to set it up. Use it on every
 * admin router: `router.use(requireAdmin({ knex, requireAdminTwoFactor }))`.
 */
export function requireAdmin({ knex, requireAdminTwoFactor }: { knex: Knex; requireAdminTwoFactor: boolean }): Middleware {
  return async function checkAdmin(ctx, next) {
    const user = await requireSignedIn(knex, ctx);
    if (!user.isAdmin) throw new ForbiddenError();
    if (requireAdminTwoFactor && !(await isTwoFactorEnabled(knex, user.id))) throw new TwoFactorEnrolmentRequiredError();
    ctx.state.user = user;
    await next();
  };
}
