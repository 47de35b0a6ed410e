import { defineMessage, defineMessages } from 'react-intl';
import { signInMessages } from './sign-in.messages';

/** Texts of the login's second step, "Keep me signed in" and the account security page. */
export const securityMessages = {
  ...signInMessages,
  ...defineMessages({
    title: { id: 'shell.security.title', defaultMessage: 'Account security', description: 'Security page heading' },
    intro: {
      id: 'shell.security.intro',
      defaultMessage: 'Change your password, see where you are signed in, and turn on two-step sign-in.',
      description: 'Security page sentence',
    },
    signedOutIntro: { id: 'shell.security.signedOut', defaultMessage: 'Please log in to see your account security.', description: 'Security page for visitors' },
    loginLink: { id: 'shell.security.loginLink', defaultMessage: 'Log in', description: 'Link to the login page' },
    passwordHeading: { id: 'shell.security.passwordHeading', defaultMessage: 'Change your password', description: 'Section heading' },
    currentPassword: { id: 'shell.account.currentPassword', defaultMessage: 'Current password', description: 'Field label' },
    changeButton: { id: 'shell.security.changeSubmit', defaultMessage: 'Change password', description: 'Change password submit button' },
    changing: { id: 'shell.security.changeSubmitting', defaultMessage: 'Changing...', description: 'Button while the password changes' },
    changedTitle: { id: 'shell.toast.passwordChanged.title', defaultMessage: 'Password changed', description: 'Toast title' },
    changedBody: {
      id: 'shell.security.changedBody',
      defaultMessage: 'Your password has been changed. You are signed out everywhere else.',
      description: 'Security page: said after the password was changed',
    },
    failedTitle: { id: 'shell.toast.securityFail.title', defaultMessage: 'That did not work', description: 'Toast title when a security setting could not change' },
    sessionsHeading: { id: 'shell.security.sessionsHeading', defaultMessage: 'Where you are signed in', description: 'Section heading' },
    thisDevice: { id: 'shell.security.thisDevice', defaultMessage: 'This device', description: 'Marks the session of the device in use' },
    unknownDevice: { id: 'shell.security.unknownDevice', defaultMessage: 'Unknown device', description: 'A session whose browser is not known' },
    remembered: { id: 'shell.security.remembered', defaultMessage: 'Kept signed in', description: 'The session was started with Keep me signed in' },
    endSession: { id: 'shell.security.endSession', defaultMessage: 'Sign out this device', description: 'Button to end one other session' },
    endOthers: { id: 'shell.security.endOthers', defaultMessage: 'Sign out everywhere else', description: 'Button to end every other session' },
    onlyThisDevice: { id: 'shell.security.onlyThisDevice', defaultMessage: 'You are signed in only on this device.', description: 'No other sessions' },
    loading: { id: 'shell.security.loading', defaultMessage: 'Loading...', description: 'While a section loads' },
    twoFactorHeading: { id: 'shell.security.twoFactorHeading', defaultMessage: 'Two-step sign-in', description: 'Section heading' },
    twoFactorOff: {
      id: 'shell.security.twoFactorOff',
      defaultMessage: 'Two-step sign-in is off. With it on, you need your password and a code from an app on your phone to sign in.',
      description: 'Two-step sign-in status: off',
    },
    twoFactorRequired: {
      id: 'shell.security.twoFactorRequired',
      defaultMessage: 'Your role needs two-step sign-in. Please set it up before you use the admin pages.',
      description: 'Warning for admins and content editors without two-step sign-in',
    },
    setUp: { id: 'shell.security.setUp', defaultMessage: 'Set up two-step sign-in', description: 'Button to start setting up' },
    confirmPassword: { id: 'shell.security.confirmWithPassword', defaultMessage: 'Continue', description: 'Submit the password before a security change' },
    scanStep: {
      id: 'shell.security.scanStep',
      defaultMessage: 'Scan this code with an authenticator app (for example Google Authenticator or Microsoft Authenticator). Then type the 6-digit code the app shows.',
      description: 'Instructions next to the QR code',
    },
    qrAlt: { id: 'shell.security.qrAlt', defaultMessage: 'QR code to add this site to your authenticator app', description: 'Alt text of the QR code' },
    manualKey: { id: 'shell.security.manualKey', defaultMessage: 'Cannot scan? Type this key in the app:', description: 'Before the secret shown as text' },
    turnOn: { id: 'shell.security.turnOn', defaultMessage: 'Turn on', description: 'Confirm setup with a code' },
    codesHeading: { id: 'shell.security.codesHeading', defaultMessage: 'Your recovery codes', description: 'Heading over the recovery codes' },
    codesIntro: {
      id: 'shell.security.codesIntro',
      defaultMessage: 'Write these codes down or print them, and keep them safe. Each one works once, if you lose your phone. We will not show them again.',
      description: 'Text over the recovery codes',
    },
    codesCopy: { id: 'shell.security.codesCopy', defaultMessage: 'Copy codes', description: 'Button: copy the recovery codes' },
    codesDownload: { id: 'shell.security.codesDownload', defaultMessage: 'Download as a file', description: 'Button: save the recovery codes as a text file' },
    codesPrint: { id: 'shell.security.codesPrint', defaultMessage: 'Print codes', description: 'Button: print only the recovery codes' },
    codesCopied: { id: 'shell.toast.codesCopied.title', defaultMessage: 'Codes copied', description: 'Toast title after the recovery codes were copied' },
    codesCopyFailed: { id: 'shell.toast.codesCopyFailed.title', defaultMessage: 'Could not copy', description: 'Toast title when copying the recovery codes failed' },
    codesCopyFailedBody: {
      id: 'shell.toast.codesCopyFailed.body',
      defaultMessage: 'Please write the codes down, download them or print them.',
      description: 'Toast text when copying the recovery codes failed',
    },
    codesFileName: { id: 'shell.security.codesFileName', defaultMessage: 'recovery-codes.txt', description: 'File name of the downloaded recovery codes (keep .txt, no spaces)' },
    codesFileTitle: {
      id: 'shell.security.codesFileTitle',
      defaultMessage: 'Reentry Financial Literacy: recovery codes for two-step sign-in',
      description: 'First line of the recovery codes file',
    },
    codesFileNote: {
      id: 'shell.security.codesFileNote',
      defaultMessage: 'Each code works once. Use one when you cannot get a code from your phone. Keep this file private.',
      description: 'Last line of the recovery codes file',
    },
    codesSaved: { id: 'shell.security.codesSaved', defaultMessage: 'I saved my codes', description: 'Button after the recovery codes' },
    newCodes: { id: 'shell.security.newCodes', defaultMessage: 'Make new recovery codes', description: 'Button: replace the recovery codes' },
    turnOff: { id: 'shell.security.turnOff', defaultMessage: 'Turn off two-step sign-in', description: 'Button: disable two-step sign-in' },
    cancel: { id: 'shell.security.cancel', defaultMessage: 'Cancel', description: 'Button: stop this change' },
    twoFactorOnTitle: { id: 'shell.toast.twoFactorOn.title', defaultMessage: 'Two-step sign-in is on', description: 'Toast title' },
    twoFactorOffTitle: { id: 'shell.toast.twoFactorOff.title', defaultMessage: 'Two-step sign-in is off', description: 'Toast title' },
  }),
};

export const signedInAtMessage = defineMessage<{ date: string }>({
  id: 'shell.security.signedInAt',
  defaultMessage: 'Signed in: {date}',
  description: 'When a session started',
});

export const browserOnSystemMessage = defineMessage<{ browser: string; system: string }>({
  id: 'shell.security.browserOnSystem',
  defaultMessage: '{browser} on {system}',
  description: 'A signed-in device: a browser name and a phone or computer kind, e.g. "Chrome on Android", "Safari on iPhone"',
});

export const lastActiveMessage = defineMessage<{ date: string }>({
  id: 'shell.security.lastActive',
  defaultMessage: 'Last active: {date}',
  description: 'When a session was last used',
});

export const twoFactorOnMessage = defineMessage<{ count: number }>({
  id: 'shell.security.twoFactorOn',
  defaultMessage: 'Two-step sign-in is on. Recovery codes left: {count}.',
  description: 'Two-step sign-in status: on',
});
