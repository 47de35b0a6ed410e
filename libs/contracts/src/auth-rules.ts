import { defineMessages } from './messages.js';

// No zod here: the account forms in the browser use these rules and messages directly.

/** Limits from spec sections 5 and 9. */
export const AUTH_LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  nameMin: 2,
  nameMax: 100,
  signupPasswordMin: 6,
  resetPasswordMin: 8,
  passwordMax: 100,
  emailMax: 254,
  twoFactorCodeMax: 20,
} as const;

/**
 * The characters a new username may use, checked after NFKC normalisation (so full-width "ａｄｍｉｎ" is
 * "admin"): English and Spanish letters, digits, dot, dash and underscore. No spaces, no invisible or
 * combining characters, no other scripts, so a name cannot pass for another one (the API also refuses
 * look-alikes of existing names). Existing accounts still log in with the name they have.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ._-]+$/;

/** A 6-digit code from an authenticator app, or a recovery code (10 letters or digits, dash optional). */
export const TWO_FACTOR_CODE_PATTERN = /^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/;

/** How usernames are compared and stored: NFKC, then trimmed. */
export function normalizeUsername(value: string): string {
  return value.normalize('NFKC').trim();
}

/**
 * Validation messages, quoted from the spec. Schemas carry the message id as their error;
 * the API translates it for the response and the forms show it through react-intl.
 */
export const authValidationMessages = defineMessages({
  usernameRequired: { id: 'contracts.auth.usernameRequired', defaultMessage: 'Username is required', description: 'Login form: empty username' },
  passwordRequired: { id: 'contracts.auth.passwordRequired', defaultMessage: 'Password is required', description: 'Login form: empty password' },
  usernameMin: { id: 'contracts.auth.usernameMin', defaultMessage: 'Username must be at least 3 characters', description: 'Sign-up: username too short' },
  usernameMax: { id: 'contracts.auth.usernameMax', defaultMessage: 'Username must be 50 characters or less', description: 'Sign-up: username too long' },
  nameMin: { id: 'contracts.auth.nameMin', defaultMessage: 'Name must be at least 2 characters', description: 'Sign-up: name too short' },
  nameMax: { id: 'contracts.auth.nameMax', defaultMessage: 'Name must be 100 characters or less', description: 'Sign-up: name too long' },
  emailInvalid: { id: 'contracts.auth.emailInvalid', defaultMessage: 'Invalid email address', description: 'Sign-up: email not valid' },
  emailRequired: {
    id: 'contracts.auth.emailRequired',
    defaultMessage: 'Enter your email address. You can leave it empty only when you sign up with a class code.',
    description: 'Sign-up without a class code: the email is empty',
  },
  signupPasswordMin: { id: 'contracts.auth.signupPasswordMin', defaultMessage: 'Password must be at least 6 characters', description: 'Sign-up: password too short' },
  passwordsDoNotMatch: { id: 'contracts.auth.passwordsDoNotMatch', defaultMessage: 'Passwords do not match', description: 'Confirmation differs from password' },
  forgotEmailInvalid: { id: 'contracts.auth.forgotEmailInvalid', defaultMessage: 'Please enter a valid email address', description: 'Forgot password: email not valid' },
  resetPasswordMin: { id: 'contracts.auth.resetPasswordMin', defaultMessage: 'Password must be at least 8 characters', description: 'Reset: password too short' },
  passwordTooLong: { id: 'contracts.auth.passwordTooLong', defaultMessage: 'Password is too long', description: 'Password over 100 characters' },
  resetLinkInvalid: { id: 'contracts.auth.resetLinkInvalid', defaultMessage: 'Invalid or expired password reset link', description: 'Reset: token or email missing, wrong or expired' },
  usernameCharacters: {
    id: 'contracts.auth.usernameCharacters',
    defaultMessage: 'Username can use only letters, numbers, dots (.), dashes (-) and underscores (_)',
    description: 'Sign-up: the username has a space, a symbol or a letter from another alphabet',
  },
  usernameLookAlike: {
    id: 'contracts.auth.usernameLookAlike',
    defaultMessage: 'That username looks too much like another one. Please choose another.',
    description: 'Sign-up: the username can be mistaken for an existing one (for example 0 for O)',
  },
  passwordTooCommon: {
    id: 'contracts.auth.passwordTooCommon',
    defaultMessage: 'This password is too common or too easy to guess. Try a longer one, like three or four words.',
    description: 'Sign-up, reset or change: the password is on lists of common or leaked passwords, or is a simple pattern',
  },
  passwordPersonal: {
    id: 'contracts.auth.passwordPersonal',
    defaultMessage: 'Your password must not contain your username or your email address.',
    description: 'Sign-up, reset or change: the password contains the username or the email',
  },
  currentPasswordRequired: {
    id: 'contracts.auth.currentPasswordRequired',
    defaultMessage: 'Enter your current password',
    description: 'Change password and two-step sign-in settings: the current password is empty',
  },
  currentPasswordWrong: {
    id: 'contracts.auth.currentPasswordWrong',
    defaultMessage: 'Your current password is not right. Please try again.',
    description: 'Change password and two-step sign-in settings: the current password is wrong',
  },
  sessionUnknown: {
    id: 'contracts.auth.sessionUnknown',
    defaultMessage: 'That session has already ended.',
    description: 'Account security: the session to end is not one of the user\'s open sessions',
  },
  twoFactorCodeInvalid: {
    id: 'contracts.auth.twoFactorCodeInvalid',
    defaultMessage: 'Enter the 6-digit code from your app, or one of your recovery codes',
    description: 'Two-step sign-in: the code is empty, has the wrong form, or is wrong',
  },
});

/** A practical email check shared by the forms and the API: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
