import { defineMessages } from './messages.js';

// "My account" (issue 31 section 1): rules and messages the /account forms and the API share. No zod here.

export const ACCOUNT_RULES = {
  /** The email-change link works once, for this long. */
  emailLinkHours: 24,
  /** The old address may undo a change for this long. */
  undoDays: 7,
  /** The link that verifies an address (mailed at sign-up, or again on request) works once, for this long. */
  verifyLinkDays: 7,
  /** A deleted account's username is kept from others for this long, then freed. */
  usernameHeldDays: 30,
  /** Tokens as mailed (base64url of 32 bytes); longer input is refused before any look-up. */
  tokenMax: 100,
} as const;

/** What a learner's deleted certificates say on the verify page (and the reason stored with them). */
export const WITHDRAWN_REASON = 'withdrawn by the holder';

export const accountValidationMessages = defineMessages({
  nothingToChange: {
    id: 'contracts.account.nothingToChange',
    defaultMessage: 'Change your name, your email address or your language.',
    description: 'PATCH /api/account without any field to change',
  },
  localeInvalid: {
    id: 'contracts.account.localeInvalid',
    defaultMessage: 'Choose English or Spanish.',
    description: 'PATCH /api/account with a language the site does not have',
  },
  emailInvalid: {
    id: 'contracts.account.emailInvalid',
    defaultMessage: 'Enter an email address like name@example.com.',
    description: 'Change email: the new address is empty or not an email address',
  },
  emailSame: {
    id: 'contracts.account.emailSame',
    defaultMessage: 'This is already your email address.',
    description: 'Change email: the new address is the one the account has',
  },
  linkInvalid: {
    id: 'contracts.account.linkInvalid',
    defaultMessage: 'This link does not work. It may be used already or too old. Sign in and ask for a new one.',
    description: 'Confirming or undoing an email change with a link that is wrong, used or expired',
  },
  passwordRequired: {
    id: 'contracts.account.passwordRequired',
    defaultMessage: 'Enter your password.',
    description: 'Delete account: the password is empty',
  },
  verifyNoEmail: {
    id: 'contracts.account.verifyNoEmail',
    defaultMessage: 'Add an email address first.',
    description: 'Send the confirmation link again: the account has no email address',
  },
  verifyDone: {
    id: 'contracts.account.verifyDone',
    defaultMessage: 'Your email address is confirmed already.',
    description: 'Send the confirmation link again: the address is verified already',
  },
  lastAdmin: {
    id: 'contracts.account.lastAdmin',
    defaultMessage: 'You are the only administrator. Make someone else an administrator first.',
    description: 'Delete account: refused because the account is the last administrator',
  },
});
