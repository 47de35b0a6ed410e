import { z } from 'zod';
import { defineMessages } from './messages.js';

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

const m = authValidationMessages;
const L = AUTH_LIMITS;

const email = (message: string) => z.string().trim().max(L.emailMax, { error: message }).pipe(z.email({ error: message }));

export const loginRequestSchema = z.object({
  username: z.string({ error: m.usernameRequired.id }).trim().min(1, { error: m.usernameRequired.id }),
  password: z.string({ error: m.passwordRequired.id }).min(1, { error: m.passwordRequired.id }).max(L.passwordMax, { error: m.passwordTooLong.id }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: z
    .string({ error: m.usernameMin.id })
    .trim()
    .min(L.usernameMin, { error: m.usernameMin.id })
    .max(L.usernameMax, { error: m.usernameMax.id }),
  name: z.string({ error: m.nameMin.id }).trim().min(L.nameMin, { error: m.nameMin.id }).max(L.nameMax, { error: m.nameMax.id }),
  email: email(m.emailInvalid.id),
  password: z
    .string({ error: m.signupPasswordMin.id })
    .min(L.signupPasswordMin, { error: m.signupPasswordMin.id })
    .max(L.passwordMax, { error: m.passwordTooLong.id }),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: email(m.forgotEmailInvalid.id) });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: m.resetLinkInvalid.id }).min(1, { error: m.resetLinkInvalid.id }).max(200, { error: m.resetLinkInvalid.id }),
  email: email(m.resetLinkInvalid.id),
  password: z
    .string({ error: m.resetPasswordMin.id })
    .min(L.resetPasswordMin, { error: m.resetPasswordMin.id })
    .max(L.passwordMax, { error: m.passwordTooLong.id }),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** What forgot-password and reset-password answer on success. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
