import type { Locale } from '@reentry/contracts/locale';
import type { MailMessage } from './mailer.js';
import { mailSignature } from './signature.js';

export interface ForgotUsernameMailInput {
  to: string;
  /** Every username on the address, oldest account first. */
  usernames: readonly string[];
  loginUrl: string;
  contactUrl: string;
  /** The language the request came in; the other language follows it in the same mail. */
  locale: Locale;
}

const copy = {
  en: {
    subject: 'Your username',
    hello: 'Hello,',
    asked: (count: number) => (count === 1 ? 'Someone asked for the username of the account that uses this email address:' : `Someone asked for a username. ${count} accounts use this email address:`),
    login: 'Sign in here:',
    notYou: 'Did not ask for this? You can ignore this email. A username alone does not let anyone in. If you do not know an account listed here, tell us:',
  },
  es: {
    subject: 'Su nombre de usuario',
    hello: 'Hola:',
    asked: (count: number) => (count === 1 ? 'Alguien pidió el nombre de usuario de la cuenta que usa este correo electrónico:' : `Alguien pidió un nombre de usuario. ${count} cuentas usan este correo electrónico:`),
    login: 'Inicie sesión aquí:',
    notYou: '¿No lo pidió usted? Puede ignorar este correo. Con solo un nombre de usuario nadie puede entrar. Si no conoce alguna cuenta de esta lista, avísenos:',
  },
} satisfies Record<Locale, unknown>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON quoting: a username someone chose can never read as a sentence of ours. */
const quoted = (username: string) => JSON.stringify(username);

/**
 * The forgot-username mail (pure). Both languages, the request's first, since an account keeps no
 * language of its own yet. Only the quoted usernames are user-chosen text; no display names.
 */
export function forgotUsernameMail({ to, usernames, loginUrl, contactUrl, locale }: ForgotUsernameMailInput): MailMessage {
  const order: Locale[] = locale === 'es' ? ['es', 'en'] : ['en', 'es'];
  const part = (l: Locale) => {
    const c = copy[l];
    return [c.hello, c.asked(usernames.length), ...usernames.map((name) => `  ${quoted(name)}`), c.login, loginUrl, c.notYou, contactUrl];
  };
  const text = [...order.flatMap((l) => [...part(l), '']), mailSignature(order[0]!), ''].join('\n');
  const htmlPart = (l: Locale) => {
    const c = copy[l];
    return [
      `<div lang="${l}">`,
      `<p>${escapeHtml(c.hello)}</p>`,
      `<p>${escapeHtml(c.asked(usernames.length))}</p>`,
      `<ul>${usernames.map((name) => `<li><code>${escapeHtml(quoted(name))}</code></li>`).join('')}</ul>`,
      `<p>${escapeHtml(c.login)} <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>`,
      `<p>${escapeHtml(c.notYou)} <a href="${escapeHtml(contactUrl)}">${escapeHtml(contactUrl)}</a></p>`,
      '</div><hr>',
    ].join('\n');
  };
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; font-size: 16px; line-height: 1.5">`,
    ...order.map(htmlPart),
    `<p>${escapeHtml(mailSignature(order[0]!))}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: `${copy[order[0]!].subject} / ${copy[order[1]!].subject}`, text, html };
}
