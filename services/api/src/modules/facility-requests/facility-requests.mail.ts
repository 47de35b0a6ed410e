import type { Knex } from 'knex';
import type { FacilityRequest } from '@reentry/contracts/facility-requests';
import type { Locale } from '@reentry/contracts/locale';
import { adminLink, confirmToSender, notifyStaff, subjectText, type FormMailSettings } from '../submissions/form-mail.js';

const confirmation = {
  en: {
    subject: 'We received your workshop request',
    body: [
      'Hello,',
      'Thank you for asking us to hold a free workshop at your facility. We will reply within 2 business days to confirm the details.',
      'If something changes, please write to us from our contact page:',
    ],
  },
  es: {
    subject: 'Recibimos su solicitud de taller',
    body: [
      'Hola:',
      'Gracias por pedirnos un taller gratis en su centro. Le responderemos en 2 días hábiles para confirmar los detalles.',
      'Si algo cambia, escríbanos desde nuestra página de contacto:',
    ],
  },
} satisfies Record<Locale, unknown>;

/** Staff get every detail (nothing here is sensitive); the contact gets a confirmation in their language. */
export async function queueFacilityRequestMail(trx: Knex.Transaction, settings: FormMailSettings, request: FacilityRequest, locale: Locale): Promise<void> {
  await notifyStaff(trx, settings, {
    kind: 'facility-request-staff',
    replyTo: request.contactEmail,
    subject: `New workshop request: ${subjectText(request.facilityName)}`,
    paragraphs: ['A facility asked for a workshop. Reply within 2 business days.', `All requests: ${adminLink(settings, 'facility-requests')}`],
    details: [
      ['Facility name', request.facilityName],
      ['Facility type', request.facilityType],
      ['Contact name', request.contactName],
      ['Position/Title', request.contactPosition],
      ['Email', request.contactEmail],
      ['Phone', request.contactPhone],
      ['Facility address', request.facilityAddress],
      ['Estimated number of participants', String(request.participantCount)],
      ['Preferred date', request.preferredDate],
      ['Special requirements', request.specialRequirements ?? '-'],
      ['Language', locale],
    ],
  });
  const copy = confirmation[locale];
  await confirmToSender(trx, settings, {
    kind: 'facility-request-confirmation',
    to: request.contactEmail,
    subject: copy.subject,
    locale,
    paragraphs: [...copy.body.slice(0, -1), `${copy.body.at(-1)!}\n${new URL('/contact', settings.publicUrl).toString()}`],
  });
}
