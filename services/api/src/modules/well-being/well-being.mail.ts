import type { Locale } from '@reentry/contracts/locale';
import { composeMail } from '../mail/compose.js';
import type { OutboxMail } from '../mail/outbox.service.js';

const SIGNATURE = 'Reentry Financial Literacy';

const copy = {
  en: {
    subject: 'Five quick questions about money and you',
    body: [
      'Hello,',
      'About 90 days ago, when you signed up, you answered 5 short questions about how you feel about money. ' +
        'Will you answer them one more time? It takes 2 minutes. Your answers help us see if the course helps people. ' +
        'It is up to you. Open this link and sign in:',
    ],
    once: 'We send this email only once.',
  },
  es: {
    subject: 'Cinco preguntas rápidas sobre usted y el dinero',
    body: [
      'Hola:',
      'Hace unos 90 días, cuando se registró, respondió 5 preguntas cortas sobre cómo se siente con el dinero. ' +
        '¿Las puede responder una vez más? Toma 2 minutos. Sus respuestas nos ayudan a ver si el curso ayuda a las personas. ' +
        'Usted decide. Abra este enlace e inicie sesión:',
    ],
    once: 'Le enviamos este correo solo una vez.',
  },
} satisfies Record<Locale, unknown>;

/** The 90-day well-being reminder: no name, no score, only the page where the signed-in learner answers. */
export function wellBeingFollowUpMail({ to, link, locale }: { to: string; link: string; locale: Locale }): OutboxMail {
  const c = copy[locale];
  return composeMail({ kind: 'well-being-follow-up', to, subject: c.subject, locale, paragraphs: [...c.body, link, c.once, SIGNATURE] });
}
