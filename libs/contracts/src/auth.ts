import { z } from 'zod';
import { AUTH_LIMITS, EMAIL_PATTERN, authValidationMessages } from './auth-rules.js';

export { AUTH_LIMITS, authValidationMessages };

const m = authValidationMessages;
const L = AUTH_LIMITS;

const email = (message: string) =>
  z.string({ error: message }).trim().max(L.emailMax, { error: message }).regex(EMAIL_PATTERN, { error: message });

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
