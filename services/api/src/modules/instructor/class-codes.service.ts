import type { Knex } from 'knex';
import { CLASS_CODE, classCodeMessages as m, classSignupPath, formatClassCode } from '@reentry/contracts/class-code-rules';
import type { ClassCode } from '@reentry/contracts/class-codes';
import { AppError, ConflictError, NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { isUniqueViolation } from '../users/users.service.js';
import {
  countOpenClassCodes,
  findClassCodeByCode,
  generateClassCode,
  insertClassCode,
  openClassCodes,
  revokeOpenClassCode,
  type ClassCodeRow,
} from './class-codes.model.js';

export function toClassCode(row: ClassCodeRow): ClassCode {
  return {
    id: row.id,
    code: formatClassCode(row.code),
    signupPath: classSignupPath(row.code),
    maxSignups: row.maxSignups,
    usedSignups: row.usedSignups,
    remainingSignups: Math.max(0, row.maxSignups - row.usedSignups),
    expiresAt: new Date(row.expiresAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listClassCodes(knex: Knex, instructorId: number): Promise<ClassCode[]> {
  return (await openClassCodes(knex, instructorId)).map(toClassCode);
}

/**
 * A new code for the caller's class. The caller's user row is locked first, so two clicks at once cannot
 * pass the limit on open codes; the creation is in the audit log with the code's size and length.
 */
export async function createClassCode(knex: Knex, actor: AuditActor, input: { maxSignups: number; hours: number }): Promise<ClassCode> {
  return knex.transaction(async (trx) => {
    await trx('users').where({ id: actor.id }).forUpdate().first('id');
    if ((await countOpenClassCodes(trx, actor.id)) >= CLASS_CODE.activeMax) throw new ConflictError(m.tooManyActive.id);
    let row: ClassCodeRow | undefined;
    // 39 bits: a clash is very unlikely, but a retry costs nothing (savepoints keep the transaction usable).
    for (let attempt = 0; !row; attempt += 1) {
      try {
        row = await trx.transaction((inner) => insertClassCode(inner, { code: generateClassCode(), instructorId: actor.id, ...input }));
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 3) throw err;
      }
    }
    await writeAudit(trx, { actor, action: 'class_code.created', targetType: 'class_code', targetId: row.id, detail: { ...input } });
    return toClassCode(row);
  });
}

/** Ends one of the caller's open codes at once (sign-ups already made stay in the class). */
export async function revokeClassCode(knex: Knex, actor: AuditActor, id: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const row = await revokeOpenClassCode(trx, actor.id, id);
    if (!row) throw new NotFoundError('Class code not found.', m.notFound.id);
    await writeAudit(trx, { actor, action: 'class_code.revoked', targetType: 'class_code', targetId: id, detail: { usedSignups: row.usedSignups } });
  });
}

export type ClassCodeProblem = 'unknown' | 'ended' | 'full';

/** Why a sign-up cannot use this code now, or undefined when it can (a read only: nothing is taken). */
export async function classCodeProblem(knex: Knex, code: string): Promise<ClassCodeProblem | undefined> {
  const row = await findClassCodeByCode(knex, code);
  if (!row) return 'unknown';
  if (row.revokedAt || new Date(row.expiresAt).getTime() <= Date.now() || !row.ownerIsInstructor) return 'ended';
  if (row.usedSignups >= row.maxSignups) return 'full';
  return undefined;
}

/** The answer for a code that cannot be used: on the form's class code field; a full code is a 409. */
export function classCodeRefused(problem: ClassCodeProblem): AppError {
  const messageId = { unknown: m.codeUnknown.id, ended: m.codeEnded.id, full: m.codeFull.id }[problem];
  const fieldMessageIds = { classCode: messageId };
  return problem === 'full'
    ? new AppError(409, 'CONFLICT', messageId, { messageId, fieldMessageIds })
    : new AppError(422, 'VALIDATION_FAILED', messageId, { messageId, fieldMessageIds });
}
