import type { Knex } from 'knex';
import type { ClassContactResponse } from '@reentry/contracts/my-class';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';

export async function getClassContact(knex: Knex, instructorId: number): Promise<ClassContactResponse> {
  const row = await knex('class_contact_lines').where({ instructorId }).first('contactLine');
  return { contactLine: row?.contactLine ?? null };
}

/**
 * `POST /api/instructor/class-contact`: the caller's own line for their students (an empty line removes it).
 * Audited with its length only, never the text.
 */
export async function setClassContact(knex: Knex, actor: AuditActor, contactLine: string): Promise<ClassContactResponse> {
  return knex.transaction(async (trx) => {
    if (contactLine) {
      await trx('class_contact_lines')
        .insert({ instructorId: actor.id, contactLine, updatedAt: trx.fn.now() })
        .onConflict('instructorId')
        .merge(['contactLine', 'updatedAt']);
    } else {
      await trx('class_contact_lines').where({ instructorId: actor.id }).del();
    }
    const detail = { length: contactLine.length, cleared: !contactLine };
    await writeAudit(trx, { actor, action: 'class_contact.updated', targetType: 'user', targetId: actor.id, detail });
    return { contactLine: contactLine || null };
  });
}
