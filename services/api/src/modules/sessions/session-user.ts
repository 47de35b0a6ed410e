import type { Context } from 'koa';

/** The account a signed-in request acts as, as the database has it now (never the password hash). */
export interface SessionUser {
  id: number;
  username: string;
  email: string | null;
  name: string;
  isAdmin: boolean;
  isInstructor: boolean;
  /** May edit and publish content (the content studio), and see nothing else of the dashboard. */
  isContentEditor: boolean;
  assignedInstructorId: number | null;
}

/** The `users` columns of a SessionUser (table alias `u`), named as the interface names them. */
export const SESSION_USER_COLUMNS =
  'u.id, u.username, u.email, u.name, u.is_admin as "isAdmin", u.is_instructor as "isInstructor", u.is_content_editor as "isContentEditor", u.assigned_instructor_id as "assignedInstructorId"';

const readWithSession = new WeakMap<Context, SessionUser>();

/** The session store read the session's user in the same query as the session: kept for this request only. */
export function keepSessionUser(ctx: Context, user: SessionUser): void {
  readWithSession.set(ctx, user);
}

/** The user this request's session query read, if it is `userId` (a login in this request may have changed it). */
export function sessionUserReadWithSession(ctx: Context, userId: number): SessionUser | undefined {
  const user = readWithSession.get(ctx);
  return user?.id === userId ? user : undefined;
}
