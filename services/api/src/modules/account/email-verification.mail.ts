import type { Locale } from '@reentry/contracts/locale';
import { composeMail } from '../mail/compose.js';
import type { OutboxMail } from '../mail/outbox.service.js';
import { mailSignature } from '../mail/signature.js';

const copy = {
  en: {
    subject: 'Confirm your email address',
    body: (days: number) => [
      'Hello,',
      'An account on our site uses this email address. To confirm that it is yours, open this link within ' +
        `${days} days. It works once. Until then, we do not show your account the forms sent from this address:`,
    ],
    notYou: 'Did not sign up? Do nothing. Nothing sent from this address is shown to that account.',
  },
  es: {
    subject: 'Confirme su correo electrónico',
    body: (days: number) => [
      'Hola:',
      'Una cuenta de nuestro sitio usa este correo electrónico. Para confirmar que es suyo, abra este enlace en los próximos ' +
        `${days} días. Funciona una vez. Hasta entonces, no le mostramos a la cuenta los formularios enviados desde este correo:`,
    ],
    notYou: '¿No se registró usted? No haga nada. La cuenta no verá nada de lo que se envió desde este correo.',
  },
} satisfies Record<Locale, unknown>;

/** The single-use link that shows the address is the person's. No name or username in it. */
export function verifyEmailMail({ to, link, days, locale }: { to: string; link: string; days: number; locale: Locale }): OutboxMail {
  const c = copy[locale];
  return composeMail({ kind: 'email-verify', to, subject: c.subject, locale, paragraphs: [...c.body(days), link, c.notYou, mailSignature(locale)] });
}
