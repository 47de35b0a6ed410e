import { defineMessages } from 'react-intl';

/**
 * The sign-in's own texts ("Keep me signed in", the code step, the set-up-first toast): their own module, so
 * /login downloads these and not the whole account security page's (security.messages.ts spreads them in).
 */
export const signInMessages = defineMessages({
  remember: { id: 'shell.login.remember', defaultMessage: 'Keep me signed in', description: 'Login checkbox: stay signed in for 7 days' },
  kioskLoginNote: {
    id: 'shell.kiosk.loginNote',
    defaultMessage: 'This is a shared tablet. You are signed out after 5 minutes without use, and when you sign out nothing of yours stays on it.',
    description: 'Note on the login page of a shared tablet (kiosk mode), where Keep me signed in is hidden',
  },
  rememberHint: {
    id: 'shell.login.rememberHint',
    defaultMessage: 'Only on your own phone or computer. Leave it off on shared or public computers.',
    description: 'Hint under the Keep me signed in checkbox',
  },
  codeTitle: { id: 'shell.login.codeTitle', defaultMessage: 'Enter your code', description: 'Login second step heading' },
  codeIntro: {
    id: 'shell.login.codeIntro',
    defaultMessage: 'Open your authenticator app and type the 6-digit code for this site. No phone with you? Type one of your recovery codes.',
    description: 'Login second step sentence',
  },
  code: { id: 'shell.account.code', defaultMessage: 'Code', description: 'Field label: a 6-digit code or a recovery code' },
  codeHint: { id: 'shell.account.codeHint', defaultMessage: 'For example 123456, or a recovery code like abcde-23456.', description: 'Hint under the code field' },
  continue: { id: 'shell.login.codeSubmit', defaultMessage: 'Continue', description: 'Login second step submit button' },
  checking: { id: 'shell.login.codeSubmitting', defaultMessage: 'Checking...', description: 'Button while a code is checked' },
  startOver: { id: 'shell.login.startOver', defaultMessage: 'Start over', description: 'Button back to the username and password form' },
  codeFailTitle: { id: 'shell.toast.codeFail.title', defaultMessage: 'That code did not work', description: 'Toast title' },
  enrolFirstTitle: { id: 'shell.toast.enrolFirst.title', defaultMessage: 'Set up two-step sign-in', description: 'Toast title when an admin must enrol' },
  enrolFirstBody: {
    id: 'shell.toast.enrolFirst.body',
    defaultMessage: 'Admins must set up two-step sign-in before using the admin pages.',
    description: 'Toast text when an admin must enrol',
  },
});
