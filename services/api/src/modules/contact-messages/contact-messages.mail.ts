import type { Knex } from 'knex';
import type { ContactMessage } from '@reentry/contracts/contact-messages';
import type { Locale } from '@reentry/contracts/locale';
import { adminLink, confirmToSender, notifyStaff, subjectText, type FormMailSettings } from '../submissions/form-mail.js';

const confirmation = {
  en: { subject: 'We received your message', body: ['Hello,', "Thank you for your message. We'll get back to you soon."] },
  es: { subject: 'Recibimos su mensaje', body: ['Hola:', 'Gracias por su mensaje. Le responderemos pronto.'] },
} satisfies Record<Locale, unknown>;

/** Staff get the message with Reply-To set to the sender; the sender gets a short confirmation. */
export async function queueContactMail(trx: Knex.Transaction, settings: FormMailSettings, message: ContactMessage, locale: Locale): Promise<void> {
  await notifyStaff(trx, settings, {
    kind: 'contact-staff',
    replyTo: message.email,
    subject: `New message (${message.subject}) from ${subjectText(message.name, 60)}`,
    paragraphs: [`All messages: ${adminLink(settings, 'contact-messages')}`],
    details: [
      ['Name', message.name],
      ['Email', message.email],
      ['Subject', message.subject],
      ['Language', locale],
      ['Message', message.message],
    ],
  });
  const copy = confirmation[locale];
  await confirmToSender(trx, settings, {
    kind: 'contact-confirmation',
    to: message.email,
    subject: copy.subject,
    locale,
    paragraphs: [...copy.body],
  });
}
