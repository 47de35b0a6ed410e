import type { Context } from 'koa';
import type { Knex } from 'knex';
import { prepared, queryPrepared } from '../../db/prepared.js';
import { UnauthenticatedError } from '../../errors.js';
import { SESSION_USER_COLUMNS, sessionUserReadWithSession, type SessionUser } from '../sessions/session-user.js';

/** The signed-in account as the database has it now (roles are never taken from the session). */
export type SignedInUser = SessionUser;

const USER_BY_ID = prepared('user_by_id', `select ${SESSION_USER_COLUMNS} from users u where u.id = $1`);

export function sessionUserId(ctx: Context): number | undefined {
  const userId = (ctx.session as { userId?: unknown } | null)?.userId;
  return typeof userId === 'number' && Number.isInteger(userId) ? userId : undefined;
}

/**
 * 401 unless the session belongs to an existing user. The user is the row this request's session query
 * read with the session (or, when a login in this request changed the user, read now).
 */
export async function requireSignedIn(knex: Knex, ctx: Context): Promise<SignedInUser> {
  const userId = sessionUserId(ctx);
  if (userId === undefined) throw new UnauthenticatedError();
  const user = sessionUserReadWithSession(ctx, userId) ?? (await queryPrepared<SessionUser>(knex, USER_BY_ID, [userId]))[0];
  if (!user) throw new UnauthenticatedError();
  return user;
}

/** Staff get the staff session rules; a content editor is staff too. */
export const isStaff = (user: { isAdmin: boolean; isInstructor: boolean; isContentEditor?: boolean }): boolean =>
  user.isAdmin || user.isInstructor || user.isContentEditor === true;
