import type { Knex } from 'knex';
import type { FacilityRequest } from '@reentry/contracts/facility-requests';
import type { SubmissionReceived } from '@reentry/contracts/form-submission';
import type { Locale } from '@reentry/contracts/locale';
import type { FormMailSettings } from '../submissions/form-mail.js';
import { queueFacilityRequestMail } from './facility-requests.mail.js';
import { FacilityRequestModel } from './facility-requests.model.js';

/** Stores a workshop request exactly as typed and queues its mails, all in the caller's transaction. */
export async function createFacilityRequest(
  trx: Knex.Transaction,
  mail: FormMailSettings,
  request: FacilityRequest,
  locale: Locale,
): Promise<SubmissionReceived> {
  const { website: _honeypot, ...fields } = request;
  await FacilityRequestModel.query(trx).insert({ ...fields, locale });
  await queueFacilityRequestMail(trx, mail, request, locale);
  return { received: true };
}
