import type { Knex } from 'knex';
import type { MyClass } from '@reentry/contracts/my-class';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';

/**
 * `GET /api/account/class`: the class the learner is in: their assigned instructor's name and contact
 * line, read through the learner's own row, so a contact line is only ever shown to that instructor's
 * students. An assignment to someone who is no longer an instructor is no class.
 */
export async function getMyClass(knex: Knex, userId: number): Promise<MyClass> {
  const row = await knex('users as learner')
    .join('users as teacher', 'teacher.id', 'learner.assignedInstructorId')
    .leftJoin('classContactLines as line', 'line.instructorId', 'teacher.id')
    .where('learner.id', userId)
    .where('teacher.isInstructor', true)
    .first('teacher.name as instructorName', 'line.contactLine as contactLine');
  return { class: row ? { instructorName: row.instructorName, contactLine: row.contactLine ?? null } : null };
}

/**
 * `POST /api/account/class/leave`: the learner leaves their instructor's class (the instructor no longer
 * sees them). Leaving when in no class changes nothing and is not audited; a leave is, in the same
 * transaction, with the instructor's id (never names).
 */
export async function leaveClass(knex: Knex, actor: AuditActor): Promise<void> {
  await knex.transaction(async (trx) => {
    const row = await trx('users').where({ id: actor.id }).forUpdate().first('assignedInstructorId');
    const instructorId = row?.assignedInstructorId as number | null | undefined;
    if (!instructorId) return;
    await trx('users').where({ id: actor.id }).update({ assignedInstructorId: null });
    await writeAudit(trx, { actor, action: 'class.left', targetType: 'user', targetId: actor.id, detail: { instructorId } });
  });
}
