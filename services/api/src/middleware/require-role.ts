import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';

export type Role = 'admin' | 'instructor';

/** The signed-in user as the database says right now (never the session's copy). */
export interface AuthorizedUser {
  id: number;
  username: string;
  isAdmin: boolean;
  isInstructor: boolean;
}

const hasRole = (user: AuthorizedUser, role: Role) => (role === 'admin' ? user.isAdmin : user.isInstructor);

/**
 * Lets a request through only for a signed-in user who has one of `roles`, read from the database on
 * every request, so a demoted admin loses access at once. Anonymous: 401; signed in without the role: 403.
 * The user is then available to handlers through `authorizedUser(ctx)`.
 */
export function requireRole(knex: Knex, ...roles: [Role, ...Role[]]): Middleware {
  return async function checkRole(ctx, next) {
    const userId: unknown = ctx.session?.userId;
    if (typeof userId !== 'number' || !Number.isInteger(userId)) throw new UnauthenticatedError();
    const user = (await knex('users').where({ id: userId }).first('id', 'username', 'isAdmin', 'isInstructor')) as AuthorizedUser | undefined;
    if (!user) throw new UnauthenticatedError();
    if (!roles.some((role) => hasRole(user, role))) throw new ForbiddenError('You do not have permission to do this.', 'api.auth.forbidden');
    ctx.state.authorizedUser = user;
    // Answers behind a role are personal: never kept by a browser or shared cache.
    ctx.set('Cache-Control', 'private, no-store');
    await next();
  };
}

/** The user `requireRole` let through; throws if the route forgot to require one. */
export function authorizedUser(ctx: Context): AuthorizedUser {
  const user = ctx.state.authorizedUser as AuthorizedUser | undefined;
  if (!user) throw new Error('authorizedUser() needs requireRole() before it');
  return user;
}
