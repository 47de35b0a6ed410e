import type { Knex } from 'knex';

/**
 * What deleting an account does to each row that points at it (issue 39; the decision record "what deletion
 * erases" gives the reason for each, and `account-erasure.test.ts` fails when a column pointing at users is
 * missing from its list). Rows kept on purpose are not here: progress, quiz attempts and certificates (anonymous
 * figures and "withdrawn"), records of staff work (organisation, content versions) and the audit log.
 */
const ERASED: readonly (readonly [table: string, column: string])[] = [
  ['two_factor', 'userId'],
  ['recovery_codes', 'userId'],
  ['reset_codes', 'userId'],
  ['password_resets', 'userId'],
  ['email_changes', 'userId'],
  ['email_verifications', 'userId'],
  ['money_plans', 'userId'],
  ['practice_answers', 'userId'],
  ['reading_positions', 'userId'],
  ['pre_checks', 'userId'],
  ['well_being_answers', 'userId'],
  ['class_contact_lines', 'instructorId'],
  // A deleted instructor's roster (names of people inside a facility) goes, with its paper sheets (issue 41).
  ['roster_people', 'instructorId'],
];

/** Rows that belong to someone else and stay, without the deleted person. */
const UNLINKED: readonly (readonly [table: string, column: string])[] = [
  ['users', 'assignedInstructorId'],
  ['facility_requests', 'assigneeId'],
  ['assistance_requests', 'assigneeId'],
  ['contact_messages', 'assigneeId'],
  ['paper_attempts', 'enteredByUserId'],
  // A roster person who claimed into this account (issue 41): the instructor's row stays, claimed, without the link.
  ['roster_people', 'claimedByUserId'],
];

/**
 * Erases and unlinks the account's rows, in the deletion's transaction: the lists above, the class codes it
 * made (revoked, so no one signs up into a deleted instructor's class), and the idempotency answers that hold
 * its data (its quiz, practice, before-check and well-being keys, and its sign-up's answer, which holds the name and address).
 */
export async function erasePersonalRows(trx: Knex.Transaction, userId: number): Promise<void> {
  for (const [table, column] of ERASED) await trx(table).where({ [column]: userId }).del();
  for (const [table, column] of UNLINKED) await trx(table).where({ [column]: userId }).update({ [column]: null });
  await trx('class_codes').where({ instructorId: userId }).whereNull('revokedAt').update({ revokedAt: trx.fn.now() });
  await trx('idempotency_keys')
    .where('scope', 'like', `%:${userId}`)
    .orWhere((signUp) => signUp.where({ scope: 'register' }).whereRaw("response_body->>'id' = ?", [String(userId)]))
    .del();
}
