import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import { formatResetCode } from '@reentry/contracts/reset-code-rules';
import type { ResetCode } from '@reentry/contracts/reset-codes';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { resetCodeMadeMail } from './reset-code.mail.js';
import { newResetCode, storeResetCode, type ResetCodeRole } from './reset-code.model.js';
import { isStaff } from './signed-in-user.js';

/** Who makes the code: an instructor for an assigned student, or an admin for any learner. */
export type ResetCodeMaker = AuditActor & { role: ResetCodeRole };

/** Where the learner is told: the site's address (for the contact link) and the maker's language as a fallback. */
export interface ResetCodeNotice {
  publicUrl: string;
  locale: Locale;
}

interface Target {
  id: number;
  username: string;
  email: string | null;
  locale: Locale | null;
  isAdmin: boolean;
  isInstructor: boolean;
  isContentEditor: boolean;
  assignedInstructorId: number | null;
}

const notFound = (maker: ResetCodeMaker) =>
  maker.role === 'instructor' ? new NotFoundError('Student not found.', 'api.instructor.studentNotFound') : new NotFoundError('User not found.', 'api.admin.userNotFound');

/**
 * 404 for an id the maker may not see (an instructor's non-student looks like no one) and for a deleted
 * account (no one may put a password back on it); 403 for staff.
 */
async function findTarget(db: Knex, maker: ResetCodeMaker, userId: number, lock = false): Promise<Target> {
  const query = db('users')
    .where({ id: userId })
    .whereNull('deletedAt')
    .first('id', 'username', 'email', 'locale', 'isAdmin', 'isInstructor', 'isContentEditor', 'assignedInstructorId');
  const user = (await (lock ? query.forUpdate() : query)) as Target | undefined;
  if (!user || (maker.role === 'instructor' && user.assignedInstructorId !== maker.id)) throw notFound(maker);
  // Staff reset by email (and two-step sign-in); a code someone else can read aloud is not enough for them.
  if (isStaff(user)) throw new ForbiddenError('Staff accounts cannot get a reset code.', 'api.resetCode.staffRefused');
  return user;
}

/**
 * Makes a one-time reset code for a learner: the checks first (ownership and role, read from the database
 * now), then the maker's 5-a-day limit, then the code, its older codes voided, the audit entry and (when the
 * learner has an email address) a mail telling them, in one transaction (the target is checked again under a
 * row lock). The code is returned once and never stored or mailed.
 */
export async function createResetCode(knex: Knex, rateLimiter: RateLimiter, maker: ResetCodeMaker, userId: number, notice: ResetCodeNotice): Promise<ResetCode> {
  await findTarget(knex, maker, userId);
  await rateLimiter.consume([{ rule: 'resetCodeCreatePerUser', subject: String(maker.id) }]);
  const code = newResetCode();
  const expiresAt = await knex.transaction(async (trx) => {
    const target = await findTarget(trx, maker, userId, true);
    const expires = await storeResetCode(trx, userId, maker, code);
    await writeAudit(trx, { actor: { id: maker.id, username: maker.username }, action: 'user.reset_code_created', targetType: 'user', targetId: userId, detail: { by: maker.role } });
    if (target.email) {
      const contactUrl = new URL('/contact', notice.publicUrl).toString();
      await enqueueMail(trx, resetCodeMadeMail({ to: target.email, username: target.username, locale: target.locale ?? notice.locale, contactUrl, by: maker.role }));
    }
    return expires;
  });
  return { code: formatResetCode(code), expiresAt: expiresAt.toISOString() };
}
