import { authValidationMessages } from '@reentry/contracts/auth-rules';

// What the sign-up form and its action share, apart from the action itself (which loads only when the
// form is posted, so it stays out of the page's first download).

/** The sign-up form's fields, in the order shown. */
export const SIGNUP_FIELDS = ['username', 'name', 'email', 'password', 'confirmPassword', 'classCode', 'claimCode'] as const;

/** The one mistake the action finds itself (the API never sees the confirmation); the form has its words. */
export const PASSWORDS_DIFFER = authValidationMessages.passwordsDoNotMatch;
