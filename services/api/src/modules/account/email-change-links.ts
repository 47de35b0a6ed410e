import type { Knex } from 'knex';
import { ACCOUNT_RULES } from '@reentry/contracts/account';

/**
 * The way back: change `x` is the first of the account's recent changes (no other change, not undone, confirmed
 * in the undo window before it) and replaced an address. Its undo link goes to the address the account had
 * before any recent change, the one address someone who only knows the password cannot have. A password
 * change does not void it: an intruder who changes the password must not take the owner's way back with it.
 */
const firstRecentChange = (x: string) => `(${x}.old_email is not null and not exists (
  select 1 from email_changes z
   where z.user_id = ${x}.user_id and z.id <> ${x}.id and z.confirmed_at is not null and z.undone_at is null
     and z.confirmed_at < ${x}.confirmed_at and z.confirmed_at > ${x}.confirmed_at - make_interval(days => ${ACCOUNT_RULES.undoDays})))`;

/**
 * SQL true while the undo link of change `x` may still be used (issue 39): not used, not expired, no undo of
 * `x` or of an earlier change since `x` was made (that put back an older address already, so later links are
 * moot), and no password change since `x`, unless `x` is the way back. An undo of a later change does not
 * void an earlier one: the intruder's own link cannot take the owner's.
 */
export function undoLinkLive(x: string): string {
  return `(${x}.undone_at is null and ${x}.undo_expires_at > now()
    and exists (select 1 from users u where u.id = ${x}.user_id and u.deleted_at is null
                and (u.password_changed_at is null or u.password_changed_at < ${x}.confirmed_at or ${firstRecentChange(x)}))
    and not exists (select 1 from email_changes y
                     where y.user_id = ${x}.user_id and y.id <> ${x}.id and y.undone_at is not null
                       and y.confirmed_at <= ${x}.confirmed_at and y.undone_at >= ${x}.confirmed_at))`;
}

/** SQL true while the confirm link of pending change `x` may still be used: no password change since it was asked for. */
export function confirmLinkLive(x: string): string {
  return `(${x}.confirmed_at is null and ${x}.expires_at > now()
    and exists (select 1 from users u where u.id = ${x}.user_id and u.deleted_at is null
                and (u.password_changed_at is null or u.password_changed_at < ${x}.created_at)))`;
}

/**
 * After a password change (every path): pending changes go, and every undo link stops but the way back. The
 * checks above refuse them anyway; voiding them here keeps the table saying what works.
 */
export async function voidEmailLinksForNewPassword(trx: Knex.Transaction, userId: number): Promise<void> {
  await trx('email_changes').where({ userId }).whereNull('confirmedAt').del();
  await trx('email_changes as x')
    .where('x.userId', userId)
    .whereNull('x.undoneAt')
    .andWhere('x.undoExpiresAt', '>', trx.fn.now())
    .whereRaw(`not ${firstRecentChange('x')}`)
    .update({ undoExpiresAt: trx.fn.now() });
}

/**
 * After an undo of change `undone`: pending changes go, and so do the undo links of every change made after
 * it (they would put back an address the account has just left behind).
 */
export async function voidLaterEmailLinks(trx: Knex.Transaction, userId: number, undone: { id: number; confirmedAt: Date }): Promise<void> {
  await trx('email_changes').where({ userId }).whereNull('confirmedAt').del();
  await trx('email_changes')
    .where({ userId })
    .whereNot({ id: undone.id })
    .whereNull('undoneAt')
    .andWhere('confirmedAt', '>=', undone.confirmedAt)
    .andWhere('undoExpiresAt', '>', trx.fn.now())
    .update({ undoExpiresAt: trx.fn.now() });
}
