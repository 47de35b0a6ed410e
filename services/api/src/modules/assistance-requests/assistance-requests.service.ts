import type { Knex } from 'knex';
import type { AssistanceRequest, AssistanceRequestDetail, AssistanceSubmitted } from '@reentry/contracts/assistance-requests';
import type { Locale } from '@reentry/contracts/locale';
import { NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import type { Keyring } from '../encryption/field-encryption.js';
import type { FormMailSettings } from '../submissions/form-mail.js';
import { decryptSensitive, encryptSensitive } from './assistance-requests.crypto.js';
import { queueAssistanceMail } from './assistance-requests.mail.js';
import { AssistanceRequestModel } from './assistance-requests.model.js';
import { newReference } from './reference.js';

export interface AssistanceDeps {
  keyring: Keyring;
  mail: FormMailSettings;
}

/** Collisions are about one in 10^11 per try; a few tries make a failure practically impossible. */
const REFERENCE_TRIES = 5;

/**
 * Stores an application (the sensitive fields encrypted) under a fresh reference number and queues its
 * mails, all in the caller's transaction.
 */
export async function createAssistanceRequest(
  trx: Knex.Transaction,
  deps: AssistanceDeps,
  application: AssistanceRequest,
  locale: Locale,
): Promise<AssistanceSubmitted> {
  const { website: _honeypot, ...fields } = application;
  const row = { ...fields, ...encryptSensitive(deps.keyring, fields), locale };
  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt += 1) {
    const reference = newReference();
    // ON CONFLICT DO NOTHING: a taken reference does not abort the transaction; we simply draw again.
    const inserted = await trx('assistance_requests').insert({ ...row, reference }).onConflict('reference').ignore().returning('id');
    if (inserted.length === 0) continue;
    await queueAssistanceMail(trx, deps.mail, { reference, email: fields.email, assistanceType: fields.assistanceType }, locale);
    return { reference };
  }
  throw new Error('no free reference number after several tries');
}

/**
 * One application in full, decrypted, for an admin. The read is written to the audit log in the same
 * transaction: no audit row, no data.
 */
export async function readAssistanceRequest(knex: Knex, keyring: Keyring, id: number, actor: AuditActor): Promise<AssistanceRequestDetail> {
  return knex.transaction(async (trx) => {
    const stored = await AssistanceRequestModel.query(trx).findById(id);
    if (!stored) throw new NotFoundError('Application not found.', 'api.assistance.notFound');
    await writeAudit(trx, {
      actor,
      action: 'assistance_request.read',
      targetType: 'assistance_request',
      targetId: id,
      detail: { reference: stored.reference, sensitiveFields: true },
    });
    const { currentSituation, additionalNeeds, emergencyContact, criminalBackground } = decryptSensitive(keyring, stored);
    return {
      id: stored.id,
      reference: stored.reference,
      fullName: stored.fullName,
      email: stored.email,
      phone: stored.phone,
      releaseDate: stored.releaseDate,
      location: stored.location,
      assistanceType: stored.assistanceType,
      currentSituation,
      previousExperience: stored.previousExperience,
      additionalNeeds,
      emergencyContact,
      hasTransportation: stored.hasTransportation,
      criminalBackground,
      locale: stored.locale,
      createdAt: new Date(stored.createdAt).toISOString(),
    };
  });
}
