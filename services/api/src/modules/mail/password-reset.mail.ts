import type { Locale } from '@reentry/contracts/locale';
import type { MailMessage } from './mailer.js';

export interface PasswordResetMailInput {
  to: string;
  name: string;
  username: string;
  link: string;
  minutesValid: number;
  locale: Locale;
}

const copy = {
  en: {
    subject: 'Reset your password',
    hello: (name: string) => `Hello ${name},`,
    asked: (username: string) => `Someone asked to reset the password for your account. Your username is: ${username}`,
    open: 'To choose a new password, open this link:',
    button: 'Choose a new password',
    valid: (minutes: number) => `The link works for ${minutes} minutes, and only once.`,
    ignore: 'If you did not ask for this, you can ignore this email. Your password will not change.',
    signature: 'Reentry Financial Literacy',
  },
  es: {
    subject: 'Restablezca su contraseña',
    hello: (name: string) => `Hola, ${name}:`,
    asked: (username: string) => `Alguien pidió restablecer la contraseña de su cuenta. Su nombre de usuario es: ${username}`,
    open: 'Para elegir una contraseña nueva, abra este enlace:',
    button: 'Elegir una contraseña nueva',
    valid: (minutes: number) => `El enlace funciona durante ${minutes} minutos y solo una vez.`,
    ignore: 'Si usted no lo pidió, puede ignorar este correo. Su contraseña no cambiará.',
    signature: 'Reentry Financial Literacy',
  },
} satisfies Record<Locale, unknown>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Plain words, plain text first; the HTML part says the same with one link. */
export function passwordResetMail({ to, name, username, link, minutesValid, locale }: PasswordResetMailInput): MailMessage {
  const c = copy[locale];
  const text = [c.hello(name), '', c.asked(username), '', c.open, link, '', c.valid(minutesValid), '', c.ignore, '', c.signature, ''].join('\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; font-size: 16px; line-height: 1.5">`,
    paragraph(c.hello(name)),
    paragraph(c.asked(username)),
    `<p>${escapeHtml(c.open)}<br><a href="${escapeHtml(link)}">${escapeHtml(c.button)}</a></p>`,
    `<p style="word-break: break-all">${escapeHtml(link)}</p>`,
    paragraph(c.valid(minutesValid)),
    paragraph(c.ignore),
    paragraph(c.signature),
    '</body></html>',
  ].join('\n');
  return { to, subject: c.subject, text, html };
}
