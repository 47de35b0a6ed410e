// Issue 39: Spanish mails ended with the site's English name. Every mail a person gets in their language
// ends with the site's name in that language (the organisation's public name, when set, in both).
import type { Locale } from '@reentry/contracts/locale';
import { emailChangedMail, confirmEmailMail } from '../account/email-change.mail.js';
import { verifyEmailMail } from '../account/email-verification.mail.js';
import { resetCodeMadeMail, resetCodeUsedMail } from '../auth/reset-code.mail.js';
import { forgotUsernameMail } from './forgot-username.mail.js';
import { passwordResetMail } from './password-reset.mail.js';

const to = 'ana@example.org';
const link = 'https://example.org/account/email#token=abc';
const contactUrl = 'https://example.org/contact';

const mails = (locale: Locale) => ({
  'password reset': passwordResetMail({ to, accounts: [{ username: 'ana', link }], minutesValid: 60, contactUrl, locale }),
  'forgot username': forgotUsernameMail({ to, usernames: ['ana'], loginUrl: 'https://example.org/login', contactUrl, locale }),
  'reset code made': resetCodeMadeMail({ to, username: 'ana', locale, contactUrl, by: 'instructor' }),
  'reset code used': resetCodeUsedMail({ to, username: 'ana', locale, contactUrl }),
  'address to verify': verifyEmailMail({ to, link, days: 7, locale }),
  'email change to confirm': confirmEmailMail({ to, link, hours: 24, locale }),
  'email changed, with its undo': emailChangedMail({ to, link, days: 7, locale }),
});

/** The mail's last words (text and HTML alike), where a letter is signed. */
const lastLine = (text: string) => text.trim().split('\n').at(-1)!.trim();
const lastParagraph = (html: string) => [...html.matchAll(/<p>([^<]*)<\/p>/g)].at(-1)![1];

const signed: Record<Locale, string> = { en: 'Reentry Financial Literacy', es: 'Educación Financiera para la Reinserción' };

describe.each(['en', 'es'] as const)('mails in %s are signed with the site name in that language', (locale) => {
  it.each(Object.entries(mails(locale)))('%s', (_kind, mail) => {
    expect(lastLine(mail.text)).toBe(signed[locale]);
    expect(lastParagraph(mail.html)).toBe(signed[locale]);
  });
});
