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
} as const;

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
  signupPasswordMin: { id: 'contracts.auth.signupPasswordMin', defaultMessage: 'Password must be at least 6 characters', description: 'Sign-up: password too short' },
  passwordsDoNotMatch: { id: 'contracts.auth.passwordsDoNotMatch', defaultMessage: 'Passwords do not match', description: 'Confirmation differs from password' },
  forgotEmailInvalid: { id: 'contracts.auth.forgotEmailInvalid', defaultMessage: 'Please enter a valid email address', description: 'Forgot password: email not valid' },
  resetPasswordMin: { id: 'contracts.auth.resetPasswordMin', defaultMessage: 'Password must be at least 8 characters', description: 'Reset: password too short' },
  passwordTooLong: { id: 'contracts.auth.passwordTooLong', defaultMessage: 'Password is too long', description: 'Password over 100 characters' },
  resetLinkInvalid: { id: 'contracts.auth.resetLinkInvalid', defaultMessage: 'Invalid or expired password reset link', description: 'Reset: token or email missing, wrong or expired' },
});

/** A practical email check shared by the forms and the API: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
