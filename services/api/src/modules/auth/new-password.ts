import type { Knex } from 'knex';
import { voidEmailLinksForNewPassword } from '../account/email-change-links.js';
import { deleteUserSessions } from '../sessions/session-store.js';

/**
 * The one way a password changes (the account page, a reset link, a reset code): the new hash and when it was
 * set, and everything issued before it stops: reset links and codes, pending email changes and every undo link
 * but the way back (the email-change rules, issue 39), and every session but `keepSessionId`.
 */
export async function storeNewPassword(trx: Knex.Transaction, userId: number, passwordHash: string, keepSessionId?: string): Promise<void> {
  await trx('users').where({ id: userId }).update({ passwordHash, passwordChangedAt: trx.fn.now() });
  await trx('password_resets').where({ userId }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
  await trx('reset_codes').where({ userId }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
  await voidEmailLinksForNewPassword(trx, userId);
  await deleteUserSessions(trx, userId, keepSessionId);
}
