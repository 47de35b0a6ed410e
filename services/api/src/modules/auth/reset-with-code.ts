import type { Knex } from 'knex';
import { resetCodeMessages } from '@reentry/contracts/reset-code-rules';
import { ValidationError } from '../../errors.js';
import { writeAudit } from '../audit/audit.service.js';
import { deleteUserSessions } from '../sessions/session-store.js';
import { hashPassword } from './password.js';
import { passwordProblem } from './password-strength.js';
import { resetCodeHash, spendResetCode } from './reset-code.model.js';

/** One answer for an unknown username and a wrong, used or expired code, so neither can be told apart. */
const codeWrong = () => new ValidationError({ code: resetCodeMessages.codeWrong.id });

interface Owner {
  id: number;
  username: string;
  email: string | null;
}

/** The account if this code is live for it: two indexed reads and one SHA-256, no password work. */
async function liveOwner(knex: Knex, username: string, code: string): Promise<Owner | undefined> {
  const owner = (await knex('users').whereRaw('lower(username) = lower(?)', [username]).first('id', 'username', 'email')) as Owner | undefined;
  if (!owner) return undefined;
  const live = await knex('reset_codes')
    .where({ userId: owner.id, codeHash: resetCodeHash(owner.id, code) })
    .whereNull('usedAt')
    .andWhere('expiresAt', '>', knex.fn.now())
    .first('id');
  return live ? owner : undefined;
}

/**
 * `POST /api/auth/reset-password/code`: a learner sets a new password with the code their instructor
 * made. The code is checked before the new password is (a weak password does not use up the code) and
 * before any hashing; then it is spent by one conditional UPDATE with the password change, the account's
 * other codes and reset links are voided, and every session of the account ends. Returns the account id.
 */
export async function resetPasswordWithCode(knex: Knex, input: { username: string; code: string; password: string }): Promise<number> {
  const owner = await liveOwner(knex, input.username, input.code);
  if (!owner) throw codeWrong();
  const problem = await passwordProblem(input.password, owner);
  if (problem) throw new ValidationError({ password: problem });
  const passwordHash = await hashPassword(input.password);
  const done = await knex.transaction(async (trx) => {
    if (!(await spendResetCode(trx, owner.id, input.code))) return false;
    await trx('users').where({ id: owner.id }).update({ passwordHash });
    await trx('reset_codes').where({ userId: owner.id }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
    await trx('password_resets').where({ userId: owner.id }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
    await deleteUserSessions(trx, owner.id);
    await writeAudit(trx, { actor: { id: owner.id, username: owner.username }, action: 'user.reset_code_used', targetType: 'user', targetId: owner.id });
    return true;
  });
  if (!done) throw codeWrong();
  return owner.id;
}
