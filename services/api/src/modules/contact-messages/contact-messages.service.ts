import type { Knex } from 'knex';
import type { ContactMessage } from '@reentry/contracts/contact-messages';
import type { SubmissionReceived } from '@reentry/contracts/form-submission';
import type { Locale } from '@reentry/contracts/locale';
import type { FormMailSettings } from '../submissions/form-mail.js';
import { queueContactMail } from './contact-messages.mail.js';
import { ContactMessageModel } from './contact-messages.model.js';

/** Stores a contact message exactly as typed and queues its mails, all in the caller's transaction. */
export async function createContactMessage(
  trx: Knex.Transaction,
  mail: FormMailSettings,
  message: ContactMessage,
  locale: Locale,
): Promise<SubmissionReceived> {
  const { website: _honeypot, ...fields } = message;
  await ContactMessageModel.query(trx).insert({ ...fields, locale });
  await queueContactMail(trx, mail, message, locale);
  return { received: true };
}
