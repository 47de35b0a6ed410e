import type { Context } from 'koa';
import type { Knex } from 'knex';
import { UnauthenticatedError } from '../../errors.js';
import { UserModel } from '../users/users.model.js';

/** The signed-in account as the database has it now (roles are never taken from the session). */
export interface SignedInUser {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  isInstructor: boolean;
}

export function sessionUserId(ctx: Context): number | undefined {
  const userId = (ctx.session as { userId?: unknown } | null)?.userId;
  return typeof userId === 'number' && Number.isInteger(userId) ? userId : undefined;
}

/** 401 unless the session belongs to an existing user. */
export async function requireSignedIn(knex: Knex, ctx: Context): Promise<SignedInUser> {
  const userId = sessionUserId(ctx);
  if (userId === undefined) throw new UnauthenticatedError();
  const user = await UserModel.query(knex).findById(userId).select('id', 'username', 'email', 'passwordHash', 'isAdmin', 'isInstructor');
  if (!user) throw new UnauthenticatedError();
  return user;
}

export const isStaff = (user: { isAdmin: boolean; isInstructor: boolean }): boolean => user.isAdmin || user.isInstructor;
