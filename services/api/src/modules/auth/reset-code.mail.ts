import type { Locale } from '@reentry/contracts/locale';
import { RESET_CODE } from '@reentry/contracts/reset-code-rules';
import { composeMail } from '../mail/compose.js';
import type { OutboxMail } from '../mail/outbox.service.js';
import type { ResetCodeRole } from './reset-code.model.js';
import { mailSignature } from '../mail/signature.js';

/** A username as a quoted value (JSON quoting), so a chosen name never reads as a sentence of ours. */
const quoted = (username: string) => JSON.stringify(username);

const copy = {
  en: {
    madeSubject: 'A code to reset your password was made',
    made: (who: ResetCodeRole, username: string) => [
      'Hello,',
      `${who === 'instructor' ? 'Your instructor' : 'An administrator'} made a code to set a new password for your account ${quoted(username)}. The code works once, for ${RESET_CODE.hoursValid} hours. We do not send the code by email.`,
      'Did you ask for it? Then there is nothing to do.',
    ],
    usedSubject: 'Your password was changed with a code',
    used: (username: string) => ['Hello,', `The password of your account ${quoted(username)} was changed with a reset code. Every phone and computer was signed out.`],
    notYou: 'Was this not you? Ask your instructor for a new code, or write to us here:',
  },
  es: {
    madeSubject: 'Se hizo un código para cambiar su contraseña',
    made: (who: ResetCodeRole, username: string) => [
      'Hola:',
      `${who === 'instructor' ? 'Su instructor' : 'Un administrador'} hizo un código para poner una contraseña nueva en su cuenta ${quoted(username)}. El código funciona una vez, durante ${RESET_CODE.hoursValid} horas. No enviamos el código por correo.`,
      '¿Usted lo pidió? Entonces no tiene que hacer nada.',
    ],
    usedSubject: 'Se cambió su contraseña con un código',
    used: (username: string) => ['Hola:', `La contraseña de su cuenta ${quoted(username)} se cambió con un código. Se cerró la sesión en todos los teléfonos y computadoras.`],
    notYou: '¿No fue usted? Pida un código nuevo a su instructor, o escríbanos aquí:',
  },
} satisfies Record<Locale, unknown>;

export interface ResetCodeMailInput {
  to: string;
  username: string;
  locale: Locale;
  /** Where someone who did not ask can write to us. */
  contactUrl: string;
}

/** To the learner's address when a code is made for them (never the code itself). */
export function resetCodeMadeMail({ to, username, locale, contactUrl, by }: ResetCodeMailInput & { by: ResetCodeRole }): OutboxMail {
  const c = copy[locale];
  return composeMail({ kind: 'reset-code-made', to, subject: c.madeSubject, locale, paragraphs: [...c.made(by, username), c.notYou, contactUrl, mailSignature(locale)] });
}

/** To the learner's address once a code has set a new password. */
export function resetCodeUsedMail({ to, username, locale, contactUrl }: ResetCodeMailInput): OutboxMail {
  const c = copy[locale];
  return composeMail({ kind: 'reset-code-used', to, subject: c.usedSubject, locale, paragraphs: [...c.used(username), c.notYou, contactUrl, mailSignature(locale)] });
}
