import { createHash, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { RESET_CODE } from '@reentry/contracts/reset-code-rules';

/** The role a code was made with: an instructor for an assigned student, or an admin for any learner. */
export type ResetCodeRole = 'instructor' | 'admin';

/** 8 symbols from the unambiguous alphabet, each from the system's secure random source. */
export function newResetCode(): string {
  return Array.from({ length: RESET_CODE.length }, () => RESET_CODE.alphabet[randomInt(RESET_CODE.alphabet.length)]).join('');
}

/** Only this is stored: the account id is in the hash, so one code never matches another account's row. */
export function resetCodeHash(userId: number, code: string): string {
  return createHash('sha256').update(`reset-code:${userId}:${code}`).digest('hex');
}

/** Stores a new code for the account and voids its older unused ones (one live code per learner). */
export async function storeResetCode(trx: Knex.Transaction, userId: number, maker: { id: number; role: ResetCodeRole }, code: string): Promise<Date> {
  await trx('reset_codes').where({ userId }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
  const [row] = (await trx('reset_codes')
    .insert({ userId, createdBy: maker.id, madeAs: maker.role, codeHash: resetCodeHash(userId, code), expiresAt: trx.raw(`now() + interval '${RESET_CODE.hoursValid} hours'`) })
    .returning('expiresAt')) as { expiresAt: Date }[];
  return row!.expiresAt;
}

/**
 * The account's code `code` if it works now (issue 39): unused and younger than 24 hours, the account still a
 * learner (not deleted, no staff role), and the maker still allowed to make it (an admin still an admin; an
 * instructor still an instructor whose student this is). Read from the database at use, so a role or class
 * change that forgot to void the code still stops it (the users trigger voids them as well).
 */
function liveCode(db: Knex, userId: number, code: string): Knex.QueryBuilder {
  return db('reset_codes as c')
    .join('users as learner', 'learner.id', 'c.userId')
    .join('users as maker', 'maker.id', 'c.createdBy')
    .where({ 'c.userId': userId, 'c.codeHash': resetCodeHash(userId, code) })
    .whereNull('c.usedAt')
    .andWhere('c.expiresAt', '>', db.fn.now())
    .whereNull('learner.deletedAt')
    .where({ 'learner.isAdmin': false, 'learner.isInstructor': false, 'learner.isContentEditor': false })
    .whereNull('maker.deletedAt')
    .andWhere((made) =>
      made
        .where((byAdmin) => byAdmin.where({ 'c.madeAs': 'admin', 'maker.isAdmin': true }))
        .orWhere((byInstructor) => byInstructor.where({ 'c.madeAs': 'instructor', 'maker.isInstructor': true }).whereRaw('learner.assigned_instructor_id = c.created_by')),
    );
}

/** Whether the code works now: two indexed reads, no password work. */
export async function resetCodeWorks(db: Knex, userId: number, code: string): Promise<boolean> {
  return Boolean(await liveCode(db, userId, code).first('c.id'));
}

/**
 * Spends the code if it works now: the learner's row is locked first (role and class changes update it, so
 * they wait or have happened), then one conditional UPDATE, so of two people typing it at once exactly one
 * gets it. True when it was spent now.
 */
export async function spendResetCode(trx: Knex.Transaction, userId: number, code: string): Promise<boolean> {
  await trx('users').where({ id: userId }).forShare().first('id');
  const spent = await trx('reset_codes')
    .update({ usedAt: trx.fn.now() })
    .whereIn('id', liveCode(trx, userId, code).select('c.id'))
    .whereNull('usedAt')
    .returning('id');
  return spent.length === 1;
}
