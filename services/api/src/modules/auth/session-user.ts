import type { Context } from 'koa';
import type { Knex } from 'knex';
import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import { UserModel } from '../users/users.model.js';

/** The signed-in user's id from the session, or 401. The session holds only the id; roles are read per request. */
export function sessionUserId(ctx: Context): number {
  const userId = (ctx.session as { userId?: unknown } | null | undefined)?.userId;
  if (typeof userId !== 'number' || !Number.isInteger(userId)) throw new UnauthenticatedError();
  return userId;
}

/** The signed-in user's id, checked against the database (a deleted account is anonymous): 401 otherwise. */
export async function requireUser(knex: Knex, ctx: Context): Promise<number> {
  const userId = sessionUserId(ctx);
  const row = await UserModel.query(knex).findById(userId).select('id');
  if (!row) throw new UnauthenticatedError();
  return userId;
}

/** 401 for visitors, 403 for anyone whose role in the database right now is not admin. */
export async function requireAdmin(knex: Knex, ctx: Context): Promise<number> {
  const userId = sessionUserId(ctx);
  const row = await UserModel.query(knex).findById(userId).select('id', 'isAdmin');
  if (!row) throw new UnauthenticatedError();
  if (!row.isAdmin) throw new ForbiddenError();
  return userId;
}
