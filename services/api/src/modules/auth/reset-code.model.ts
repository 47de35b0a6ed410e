import { createHash, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { RESET_CODE } from '@reentry/contracts/reset-code-rules';

/** 8 symbols from the unambiguous alphabet, each from the system's secure random source. */
export function newResetCode(): string {
  return Array.from({ length: RESET_CODE.length }, () => RESET_CODE.alphabet[randomInt(RESET_CODE.alphabet.length)]).join('');
}

/** Only this is stored: the account id is in the hash, so one code never matches another account's row. */
export function resetCodeHash(userId: number, code: string): string {
  return createHash('sha256').update(`reset-code:${userId}:${code}`).digest('hex');
}

/** Stores a new code for the account and voids its older unused ones (one live code per learner). */
export async function storeResetCode(trx: Knex.Transaction, userId: number, createdBy: number, code: string): Promise<Date> {
  await trx('reset_codes').where({ userId }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
  const [row] = (await trx('reset_codes')
    .insert({ userId, createdBy, codeHash: resetCodeHash(userId, code), expiresAt: trx.raw(`now() + interval '${RESET_CODE.hoursValid} hours'`) })
    .returning('expiresAt')) as { expiresAt: Date }[];
  return row!.expiresAt;
}

/**
 * Spends the code if it is this account's, unused and younger than 24 hours: one conditional UPDATE, so
 * of two people typing it at once exactly one gets it. True when it was spent now.
 */
export async function spendResetCode(trx: Knex.Transaction, userId: number, code: string): Promise<boolean> {
  const spent = await trx('reset_codes')
    .update({ usedAt: trx.fn.now() })
    .where({ userId, codeHash: resetCodeHash(userId, code) })
    .whereNull('usedAt')
    .andWhere('expiresAt', '>', trx.fn.now())
    .returning('id');
  return spent.length === 1;
}
