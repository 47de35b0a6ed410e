import type { Knex } from 'knex';
import type { AssistanceType } from '@reentry/contracts/forms-rules';
import type { Locale } from '@reentry/contracts/locale';
import { adminLink, confirmToSender, notifyStaff, type FormMailSettings } from '../submissions/form-mail.js';

const confirmation = {
  en: {
    subject: (reference: string) => `We received your application (reference ${reference})`,
    body: (reference: string) => [
      'Hello,',
      'Thank you for applying for reentry help.',
      `Your reference number is: ${reference}\nPlease keep it. Tell us this number if you call or write to us.`,
      "We'll contact you within 48 hours to discuss your needs.",
      'Only our reentry support staff read your application.',
    ],
  },
  es: {
    subject: (reference: string) => `Recibimos su solicitud (referencia ${reference})`,
    body: (reference: string) => [
      'Hola:',
      'Gracias por pedir ayuda para su reingreso.',
      `Su número de referencia es: ${reference}\nGuárdelo. Díganos este número si nos llama o nos escribe.`,
      'Nos comunicaremos con usted en un plazo de 48 horas para hablar de sus necesidades.',
      'Solo nuestro personal de apoyo al reingreso lee su solicitud.',
    ],
  },
} satisfies Record<Locale, unknown>;

/**
 * Mail leaves the protected database, so it carries the least it can: staff get the reference and the kind
 * of help (the rest is read, and audited, in the dashboard); the applicant gets their reference number.
 */
export async function queueAssistanceMail(
  trx: Knex.Transaction,
  settings: FormMailSettings,
  application: { reference: string; email: string; assistanceType: AssistanceType },
  locale: Locale,
): Promise<void> {
  const { reference } = application;
  await notifyStaff(trx, settings, {
    kind: 'assistance-staff',
    subject: `New assistance application ${reference}`,
    paragraphs: ['Someone applied for reentry help. We promise to contact them within 48 hours.', `Read it in the dashboard: ${adminLink(settings, 'assistance-requests')}`],
    details: [
      ['Reference', reference],
      ['Help with', application.assistanceType],
      ['Language', locale],
    ],
  });
  const copy = confirmation[locale];
  await confirmToSender(trx, settings, {
    kind: 'assistance-confirmation',
    to: application.email,
    subject: copy.subject(reference),
    locale,
    paragraphs: [...copy.body(reference)],
  });
}
