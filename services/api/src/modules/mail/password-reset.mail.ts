import type { Locale } from '@reentry/contracts/locale';
import type { MailMessage } from './mailer.js';
import { mailSignature } from './signature.js';

export interface ResetMailAccount {
  username: string;
  /** This account's own single-use link (token and email in the fragment). */
  link: string;
}

export interface PasswordResetMailInput {
  to: string;
  /** Every account on the address, so each owner can reset and a forgotten username is recovered. */
  accounts: readonly ResetMailAccount[];
  minutesValid: number;
  /** Where a reader who did not ask for the mail can write to us. */
  contactUrl: string;
  locale: Locale;
}

const copy = {
  en: {
    subject: 'Reset your password',
    hello: 'Hello,',
    asked: (count: number) =>
      count === 1
        ? 'Someone asked to reset the password of the account that uses this email address.'
        : `Someone asked to reset a password. ${count} accounts use this email address. Each has its own link.`,
    username: 'Username:',
    open: 'To choose a new password for this account, open this link:',
    button: 'Choose a new password',
    valid: (minutes: number) => `Each link works for ${minutes} minutes, and only once.`,
    notYou:
      'Did not ask for this? You can ignore this email. Nobody can change a password without these links. ' +
      'If you do not know an account listed here, someone may have used your email address to sign up. Tell us here:',
  },
  es: {
    subject: 'Restablezca su contraseña',
    hello: 'Hola:',
    asked: (count: number) =>
      count === 1
        ? 'Alguien pidió restablecer la contraseña de la cuenta que usa este correo electrónico.'
        : `Alguien pidió restablecer una contraseña. ${count} cuentas usan este correo electrónico. Cada una tiene su propio enlace.`,
    username: 'Nombre de usuario:',
    open: 'Para elegir una contraseña nueva para esta cuenta, abra este enlace:',
    button: 'Elegir una contraseña nueva',
    valid: (minutes: number) => `Cada enlace funciona durante ${minutes} minutos y solo una vez.`,
    notYou:
      '¿No lo pidió usted? Puede ignorar este correo. Nadie puede cambiar una contraseña sin estos enlaces. ' +
      'Si no conoce alguna cuenta de esta lista, puede que alguien haya usado su correo para registrarse. Avísenos aquí:',
  },
} satisfies Record<Locale, unknown>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A username as a quoted value: JSON quoting escapes quotes, backslashes and control characters, so the
 * name can never read as a sentence of ours (usernames are chosen by whoever signed up).
 */
function quoted(username: string): string {
  return JSON.stringify(username);
}

/**
 * The reset mail for one address (pure: data in, message out; sending is the caller's business).
 * No user-chosen text appears outside the quoted username fields: no display name, no greeting by name.
 */
export function passwordResetMail({ to, accounts, minutesValid, contactUrl, locale }: PasswordResetMailInput): MailMessage {
  const c = copy[locale];
  const text = [
    c.hello,
    '',
    c.asked(accounts.length),
    '',
    ...accounts.flatMap(({ username, link }) => [`${c.username} ${quoted(username)}`, c.open, link, '']),
    c.valid(minutesValid),
    '',
    c.notYou,
    contactUrl,
    '',
    mailSignature(locale),
    '',
  ].join('\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; font-size: 16px; line-height: 1.5">`,
    paragraph(c.hello),
    paragraph(c.asked(accounts.length)),
    ...accounts.map(
      ({ username, link }) =>
        `<p style="border-left: 4px solid #999; padding-left: 12px">${escapeHtml(c.username)} <code>${escapeHtml(quoted(username))}</code><br>` +
        `${escapeHtml(c.open)}<br><a href="${escapeHtml(link)}">${escapeHtml(c.button)}</a><br>` +
        `<span style="word-break: break-all">${escapeHtml(link)}</span></p>`,
    ),
    paragraph(c.valid(minutesValid)),
    `<p>${escapeHtml(c.notYou)} <a href="${escapeHtml(contactUrl)}">${escapeHtml(contactUrl)}</a></p>`,
    paragraph(mailSignature(locale)),
    '</body></html>',
  ].join('\n');
  return { to, subject: c.subject, text, html };
}
