import type { Knex } from 'knex';
import { ACCOUNT_RULES, WITHDRAWN_REASON, accountValidationMessages as m } from '@reentry/contracts/account';
import { ConflictError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { deleteUserSessions } from '../sessions/session-store.js';
import { erasePersonalRows } from './account-erasure.js';

/** Stored instead of a password hash: no password verifies against it. */
const NO_PASSWORD = '!deleted';

/** An admin may not leave the site without one: another admin must exist who has not deleted their account. */
async function refuseLastAdmin(trx: Knex.Transaction, userId: number): Promise<void> {
  const other = await trx('users').where({ isAdmin: true }).whereNull('deletedAt').whereNot({ id: userId }).first('id');
  if (!other) throw new ConflictError(m.lastAdmin.id);
}

/**
 * Deletes the account for good. Its sessions end at once; the name, email, language and roles are erased;
 * secrets (two-step, recovery and reset codes, links), the money plan, practice answers and reading position
 * go, and other people's rows lose it (erasePersonalRows). Certificates are revoked "withdrawn by the holder"
 * and keep no name, so an employer's check says so. The row stays, nameless, so quiz attempts and progress
 * still count in the aggregate figures (they belong to no one any more) and the username is held for 30 days,
 * then freed. The users trigger voids every reset code the account made.
 */
export async function deleteAccount(knex: Knex, actor: AuditActor): Promise<void> {
  await knex.transaction(async (trx) => {
    const user = (await trx('users').where({ id: actor.id }).forUpdate().first('isAdmin')) as { isAdmin: boolean };
    // Two admins deleting themselves at once: the admin rows are locked in id order, so one waits and then sees the other gone.
    if (user.isAdmin) {
      await trx('users').where({ isAdmin: true }).whereNull('deletedAt').orderBy('id').forUpdate().select('id');
      await refuseLastAdmin(trx, actor.id);
    }
    await deleteUserSessions(trx, actor.id);
    await trx('certificates').where({ userId: actor.id }).whereNull('revokedAt').update({ revokedAt: trx.fn.now(), revokedReason: WITHDRAWN_REASON, revokedByUserId: actor.id });
    await trx('certificates').where({ userId: actor.id }).update({ printedName: '' });
    await erasePersonalRows(trx, actor.id);
    await trx('users').where({ id: actor.id }).update({
      name: '',
      email: null,
      emailVerifiedAt: null,
      locale: null,
      passwordHash: NO_PASSWORD,
      assignedInstructorId: null,
      isAdmin: false,
      isInstructor: false,
      isContentEditor: false,
      deletedAt: trx.fn.now(),
    });
    await writeAudit(trx, { actor, action: 'account.deleted', targetType: 'user', targetId: actor.id });
  });
}

/**
 * Frees the usernames of accounts deleted more than 30 days ago (called before a sign-up checks a name):
 * the row keeps `~<id>`, a name no one can choose (the username rules allow no `~`).
 */
export async function releaseHeldUsernames(knex: Knex): Promise<void> {
  await knex('users')
    .whereNotNull('deletedAt')
    .andWhere('deletedAt', '<', knex.raw('now() - make_interval(days => ?)', [ACCOUNT_RULES.usernameHeldDays]))
    .andWhereNot('username', 'like', '~%')
    .update({ username: knex.raw("'~' || id"), usernameSkeletonLower: null, usernameSkeletonUpper: null });
}
