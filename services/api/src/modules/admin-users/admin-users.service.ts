import type { Knex } from 'knex';
import type { AdminUserProgress, AdminInstructor, StaffMember } from '@reentry/contracts/admin-lists';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { writeAudit } from '../audit/audit.service.js';
import type { ListContext } from '../admin-lists/list-engine.js';
import { setUserRole } from '../users/roles.service.js';
import { userProgressList } from './admin-users.list.js';

export interface AdminActor {
  id: number;
  username: string;
  ip: string;
  /** The session the change comes from (kept when admins change their own instructor flag). */
  sessionId?: string;
}

interface LockedUser {
  id: number;
  isAdmin: boolean;
  isInstructor: boolean;
  assignedInstructorId: number | null;
}

async function lockUser(trx: Knex.Transaction, id: number, mode: 'update' | 'share', messageId: string): Promise<LockedUser> {
  const query = trx('users').where({ id }).first('id', 'isAdmin', 'isInstructor', 'assignedInstructorId');
  const user = (await (mode === 'update' ? query.forUpdate() : query.forShare())) as LockedUser | undefined;
  if (!user) throw new NotFoundError('User not found.', messageId);
  return user;
}

/** The changed user as the lists show it, read inside the same transaction. */
async function userRow(trx: Knex.Transaction, context: ListContext, id: number): Promise<AdminUserProgress> {
  const query = trx('users').where('users.id', id);
  userProgressList.select(query, { ...context, knex: trx });
  return userProgressList.toRow((await query.first()) as Record<string, unknown>);
}

/**
 * Makes a user an instructor or takes the flag away, in one transaction: taking it away clears every
 * student's assignment to them; giving it to an assigned student clears their own assignment. The role
 * change goes through setUserRole (their sessions end; the change is logged) and the audit log.
 */
export async function toggleInstructor(
  context: ListContext,
  logger: Logger,
  actor: AdminActor,
  userId: number,
  isInstructor: boolean,
): Promise<AdminUserProgress & { clearedAssignments: number }> {
  return context.knex.transaction(async (trx) => {
    const user = await lockUser(trx, userId, 'update', 'api.admin.userNotFound');
    let clearedAssignments = 0;
    if (user.isInstructor !== isInstructor) {
      if (isInstructor) {
        if (user.assignedInstructorId !== null) await trx('users').where({ id: userId }).update({ assignedInstructorId: null });
      } else {
        clearedAssignments = await trx('users').where({ assignedInstructorId: userId }).update({ assignedInstructorId: null });
      }
      await setUserRole(trx, logger, { ip: actor.ip, userId: actor.id, keepSessionId: actor.sessionId }, { userId, role: 'instructor', value: isInstructor });
      await writeAudit(trx, {
        actor,
        action: isInstructor ? 'user.instructor_granted' : 'user.instructor_revoked',
        targetType: 'user',
        targetId: userId,
        detail: { clearedAssignments, previousInstructorId: isInstructor ? user.assignedInstructorId : null },
      });
    }
    return { ...(await userRow(trx, context, userId)), clearedAssignments };
  });
}

/**
 * Assigns a student to an instructor, or clears it (null). Refused with a clear message: a student as
 * their own instructor, an admin or an instructor as a student, an instructor who is not one.
 */
export async function assignInstructor(context: ListContext, actor: AdminActor, studentId: number, instructorId: number | null): Promise<AdminUserProgress> {
  return context.knex.transaction(async (trx) => {
    const student = await lockUser(trx, studentId, 'update', 'api.admin.userNotFound');
    if (instructorId === studentId) throw new ValidationError({ instructorId: 'api.admin.selfAssignment' });
    if (student.isAdmin) throw new ValidationError({ id: 'api.admin.adminAsStudent' });
    if (student.isInstructor) throw new ValidationError({ id: 'api.admin.instructorAsStudent' });
    if (instructorId !== null) {
      // Shared lock: the instructor cannot lose the flag until this assignment commits.
      const instructor = await lockUser(trx, instructorId, 'share', 'api.admin.instructorNotFound');
      if (!instructor.isInstructor) throw new ValidationError({ instructorId: 'api.admin.notAnInstructor' });
    }
    if (student.assignedInstructorId !== instructorId) {
      await trx('users').where({ id: studentId }).update({ assignedInstructorId: instructorId });
      await writeAudit(trx, {
        actor,
        action: instructorId === null ? 'student.instructor_cleared' : 'student.instructor_assigned',
        targetType: 'user',
        targetId: studentId,
        detail: { fromInstructorId: student.assignedInstructorId, toInstructorId: instructorId },
      });
    }
    return userRow(trx, context, studentId);
  });
}

/** The most instructors the assignment list offers; past that a select box stops being usable anyway. */
export const INSTRUCTOR_LIST_MAX = 500;

/** Every instructor (by name) with their number of students: one grouped count over the assignment index. */
export async function listInstructors(knex: Knex): Promise<AdminInstructor[]> {
  const rows = (await knex('users as instructor')
    .where('instructor.isInstructor', true)
    .whereNull('instructor.deletedAt')
    .orderBy([{ column: 'instructor.name' }, { column: 'instructor.id' }])
    .limit(INSTRUCTOR_LIST_MAX)
    .select('instructor.id', 'instructor.name', 'instructor.username', 'instructor.email')
    .select(knex.raw('(select count(*) from users s where s.assigned_instructor_id = instructor.id) as student_count'))) as AdminInstructor[];
  return rows.map((row) => ({ ...row, studentCount: Number(row.studentCount) }));
}

/** People a request can be assigned to: the admins. */
export async function listStaff(knex: Knex): Promise<StaffMember[]> {
  return (await knex('users').where({ isAdmin: true }).whereNull('deletedAt').orderBy([{ column: 'name' }, { column: 'id' }]).limit(INSTRUCTOR_LIST_MAX).select('id', 'name', 'username')) as StaffMember[];
}
