import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import { ForbiddenError, TwoFactorEnrolmentRequiredError } from '../errors.js';
import { requireSignedIn, type SignedInUser } from '../modules/auth/signed-in-user.js';
import { isTwoFactorEnabled } from '../modules/two-factor/two-factor.service.js';

export type Role = 'admin' | 'instructor' | 'editor';

export interface AccessDeps {
  knex: Knex;
  /**
   * REQUIRE_ADMIN_2FA: admin and content routes answer 403 TWO_FACTOR_ENROLMENT_REQUIRED until two-step
   * sign-in is on, for admins and content editors alike (an editor changes what every learner reads,
   * phone numbers included).
   */
  requireAdminTwoFactor: boolean;
}

const roleFlag = { admin: 'isAdmin', instructor: 'isInstructor', editor: 'isContentEditor' } as const;
const hasRole = (user: SignedInUser, role: Role) => user[roleFlag[role]];
/** The roles that change the site or read its sensitive data: two-step sign-in when the site requires it. */
const needsTwoFactor = (role: Role) => role === 'admin' || role === 'editor';
/** Whether this user must have two-step sign-in on, when the site requires it (REQUIRE_ADMIN_2FA). */
export const mustUseTwoFactor = (user: Pick<SignedInUser, 'isAdmin' | 'isContentEditor'>) => user.isAdmin || user.isContentEditor;

/**
 * The one guard for role-restricted routes: lets a request through only for a signed-in user who has one
 * of `roles`, read from the database on every request, so a demoted admin loses access at once.
 * Anonymous: 401; signed in without the role: 403; an admin route, when the site requires it, also
 * needs two-step sign-in. The user is then available to handlers through `authorizedUser(ctx)`.
 */
export function requireRole({ knex, requireAdminTwoFactor }: AccessDeps, ...roles: [Role, ...Role[]]): Middleware {
  return async function checkRole(ctx, next) {
    const user = await requireSignedIn(knex, ctx);
    const granted = roles.filter((role) => hasRole(user, role));
    if (granted.length === 0) throw new ForbiddenError('You do not have permission to do this.', 'api.auth.forbidden');
    if (granted.every(needsTwoFactor) && requireAdminTwoFactor && !(await isTwoFactorEnabled(knex, user.id))) {
      throw new TwoFactorEnrolmentRequiredError();
    }
    ctx.state.authorizedUser = user;
    // Answers behind a role are personal: never kept by a browser or shared cache.
    ctx.set('Cache-Control', 'private, no-store');
    await next();
  };
}

/** The user `requireRole` let through; throws if the route forgot to require one. */
export function authorizedUser(ctx: Context): SignedInUser {
  const user = ctx.state.authorizedUser as SignedInUser | undefined;
  if (!user) throw new Error('authorizedUser() needs requireRole() before it');
  return user;
}
