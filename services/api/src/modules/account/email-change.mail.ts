import type { Locale } from '@reentry/contracts/locale';
import { composeMail } from '../mail/compose.js';
import type { OutboxMail } from '../mail/outbox.service.js';
import { mailSignature } from '../mail/signature.js';

const copy = {
  en: {
    confirmSubject: 'Confirm your new email address',
    confirm: (hours: number) => [
      'Hello,',
      `Someone asked to use this email address for an account on our site. To say yes, open this link within ${hours} hours. It works once:`,
    ],
    notYou: 'Did not ask for this? Do nothing. The account keeps its old address.',
    changedSubject: 'Your email address was changed',
    changed: (days: number) => [
      'Hello,',
      'The email address of your account was changed. Emails from us now go to the new address.',
      `Was this not you? Open this link within ${days} days to put this address back. Every device will be signed out:`,
    ],
  },
  es: {
    confirmSubject: 'Confirme su nuevo correo electrónico',
    confirm: (hours: number) => [
      'Hola:',
      `Alguien pidió usar este correo electrónico para una cuenta en nuestro sitio. Para decir que sí, abra este enlace en las próximas ${hours} horas. Funciona una vez:`,
    ],
    notYou: '¿No lo pidió usted? No haga nada. La cuenta se queda con su correo anterior.',
    changedSubject: 'Se cambió su correo electrónico',
    changed: (days: number) => [
      'Hola:',
      'Se cambió el correo electrónico de su cuenta. Nuestros correos ahora van a la nueva dirección.',
      `¿No fue usted? Abra este enlace en los próximos ${days} días para volver a poner esta dirección. Se cerrará la sesión en todos los dispositivos:`,
    ],
  },
} satisfies Record<Locale, unknown>;

/** To the new address: the single-use link that makes the change. No name or username in it. */
export function confirmEmailMail({ to, link, hours, locale }: { to: string; link: string; hours: number; locale: Locale }): OutboxMail {
  const c = copy[locale];
  return composeMail({ kind: 'email-change-confirm', to, subject: c.confirmSubject, locale, paragraphs: [...c.confirm(hours), link, c.notYou, mailSignature(locale)] });
}

/** To the old address once the change is made: what happened, and the link that undoes it. */
export function emailChangedMail({ to, link, days, locale }: { to: string; link: string; days: number; locale: Locale }): OutboxMail {
  const c = copy[locale];
  return composeMail({ kind: 'email-change-undo', to, subject: c.changedSubject, locale, paragraphs: [...c.changed(days), link, mailSignature(locale)] });
}
