import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { CLAIM_CODE, claimMessages, formatClaimCode, type ClaimCode } from '@reentry/contracts/claim';
import { rosterMessages } from '@reentry/contracts/roster';
import { ConflictError, NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { generateAlphabetCode } from '../certificates/certificate-code.js';

/** Only this is stored: SHA-256 of the normalised code, looked up by a unique index (as class codes are). */
export function hashClaimCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** A card that works now: not voided by a newer one, not spent, not past its 180 days. */
export function liveClaimCodes(db: Knex): Knex.QueryBuilder {
  return db('roster_claim_codes').whereNull('voidedAt').whereNull('usedAt').where('expiresAt', '>', db.fn.now());
}

/**
 * A new take-home card for a person on the caller's roster: 12 symbols, shown in this answer only, valid 180
 * days; the person's older card stops working. Another class's person is not found; a person who has claimed
 * their work already is a 409. The person's row is locked first (as a claim locks it), so a card made while
 * the same person claims waits for the claim. Audited with the person's id only.
 */
export async function makeClaimCode(knex: Knex, actor: AuditActor, rosterPersonId: number): Promise<ClaimCode> {
  return knex.transaction(async (trx) => {
    const person = (await trx('roster_people').where({ id: rosterPersonId, instructorId: actor.id }).forUpdate().first('id', 'claimedAt')) as
      | { id: number; claimedAt: Date | null }
      | undefined;
    if (!person) throw new NotFoundError('Not on your roster.', rosterMessages.personUnknown.id);
    if (person.claimedAt) throw new ConflictError(claimMessages.personClaimed.id);
    await trx('roster_claim_codes').where({ rosterPersonId }).whereNull('voidedAt').whereNull('usedAt').update({ voidedAt: trx.fn.now() });
    const code = generateAlphabetCode(CLAIM_CODE.length);
    const [row] = (await trx('roster_claim_codes')
      .insert({ rosterPersonId, codeHash: hashClaimCode(code), createdBy: actor.id, expiresAt: trx.raw(`now() + interval '${CLAIM_CODE.daysValid} days'`) })
      .returning('expiresAt')) as { expiresAt: Date }[];
    await writeAudit(trx, { actor, action: 'roster.claim_code_made', targetType: 'roster_person', targetId: rosterPersonId, detail: {} });
    return { code: formatClaimCode(code), expiresAt: new Date(row!.expiresAt).toISOString() };
  });
}
