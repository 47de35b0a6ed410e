import type { Knex } from 'knex';
import { formatResetCode } from '@reentry/contracts/reset-code-rules';
import type { ResetCode } from '@reentry/contracts/reset-codes';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { newResetCode, storeResetCode } from './reset-code.model.js';
import { isStaff } from './signed-in-user.js';

/** Who makes the code: an instructor for an assigned student, or an admin for any learner. */
export type ResetCodeMaker = AuditActor & { role: 'instructor' | 'admin' };

interface Target {
  id: number;
  isAdmin: boolean;
  isInstructor: boolean;
  isContentEditor: boolean;
  assignedInstructorId: number | null;
}

const notFound = (maker: ResetCodeMaker) =>
  maker.role === 'instructor' ? new NotFoundError('Student not found.', 'api.instructor.studentNotFound') : new NotFoundError('User not found.', 'api.admin.userNotFound');

/** 404 for an id the maker may not see (an instructor's non-student looks like no one); 403 for staff. */
async function findTarget(db: Knex, maker: ResetCodeMaker, userId: number, lock = false): Promise<Target> {
  const query = db('users').where({ id: userId }).first('id', 'isAdmin', 'isInstructor', 'isContentEditor', 'assignedInstructorId');
  const user = (await (lock ? query.forUpdate() : query)) as Target | undefined;
  if (!user || (maker.role === 'instructor' && user.assignedInstructorId !== maker.id)) throw notFound(maker);
  // Staff reset by email (and two-step sign-in); a code someone else can read aloud is not enough for them.
  if (isStaff(user)) throw new ForbiddenError('Staff accounts cannot get a reset code.', 'api.resetCode.staffRefused');
  return user;
}

/**
 * Makes a one-time reset code for a learner: the checks first (ownership and role, read from the database
 * now), then the maker's 5-a-day limit, then the code, its older codes voided and the audit entry in one
 * transaction (the target is checked again under a row lock). The code is returned once and never stored.
 */
export async function createResetCode(knex: Knex, rateLimiter: RateLimiter, maker: ResetCodeMaker, userId: number): Promise<ResetCode> {
  await findTarget(knex, maker, userId);
  await rateLimiter.consume([{ rule: 'resetCodeCreatePerUser', subject: String(maker.id) }]);
  const code = newResetCode();
  const expiresAt = await knex.transaction(async (trx) => {
    await findTarget(trx, maker, userId, true);
    const expires = await storeResetCode(trx, userId, maker.id, code);
    await writeAudit(trx, { actor: { id: maker.id, username: maker.username }, action: 'user.reset_code_created', targetType: 'user', targetId: userId, detail: { by: maker.role } });
    return expires;
  });
  return { code: formatResetCode(code), expiresAt: expiresAt.toISOString() };
}
