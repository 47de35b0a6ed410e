import type { Knex } from 'knex';
import type { Logger } from '../../logger.js';
import { logAuthEvent } from '../auth/audit.js';
import { deleteUserSessions } from '../sessions/session-store.js';

export type Role = 'admin' | 'instructor' | 'editor';
const column: Record<Role, 'isAdmin' | 'isInstructor' | 'isContentEditor'> = { admin: 'isAdmin', instructor: 'isInstructor', editor: 'isContentEditor' };

/**
 * Gives or takes a role. The user's sessions end, so the next sign-in gets the session rules of the new
 * role (staff: 30 minutes idle) and, for admins, the two-step check; the change is an audit event.
 * Use it for every role change (the create-admin script, the admin dashboard). Returns false for no such user.
 * `keepSessionId` spares one session: an admin who changes their own instructor flag keeps the session
 * they did it from (an admin already has the staff session rules), instead of being signed out mid-task.
 */
export async function setUserRole(
  knex: Knex,
  logger: Logger,
  actor: { ip: string; userId?: number; keepSessionId?: string },
  change: { userId: number; role: Role; value: boolean },
): Promise<boolean> {
  const updated = await knex('users').where({ id: change.userId }).update({ [column[change.role]]: change.value });
  if (updated === 0) return false;
  await deleteUserSessions(knex, change.userId, actor.userId === change.userId ? actor.keepSessionId : undefined);
  logAuthEvent(logger, actor, 'role.changed', { userId: change.userId, role: change.role, value: change.value, byUserId: actor.userId ?? null });
  return true;
}
