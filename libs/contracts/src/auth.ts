import { z } from './zod.js';
import { AUTH_LIMITS, EMAIL_PATTERN, TWO_FACTOR_CODE_PATTERN, USERNAME_PATTERN, authValidationMessages } from './auth-rules.js';
import { claimCodeFieldSchema } from './claim.js';
import { classCodeFieldSchema } from './class-codes.js';
import { text } from './text.js';

export { AUTH_LIMITS, authValidationMessages };

const m = authValidationMessages;
const L = AUTH_LIMITS;

const email = (message: string) => text({ error: message }).trim().max(L.emailMax, { error: message }).regex(EMAIL_PATTERN, { error: message });

/** A password as typed: any characters but control characters, at most 100. */
const password = (requiredId: string, min: number, minId: string) =>
  text({ error: requiredId }).min(min, { error: minId }).max(L.passwordMax, { error: m.passwordTooLong.id });

export const loginRequestSchema = z.object({
  // NFKC, as at sign-up, so the full-width or composed form of a name finds the same account.
  username: text({ error: m.usernameRequired.id }).trim().normalize('NFKC').min(1, { error: m.usernameRequired.id }),
  password: password(m.passwordRequired.id, 1, m.passwordRequired.id),
  /** "Keep me signed in": a learner's session then lasts 7 days of inactivity instead of closing with the browser. */
  remember: z.boolean().optional().default(false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: text({ error: m.usernameMin.id })
    .trim()
    .normalize('NFKC')
    .min(L.usernameMin, { error: m.usernameMin.id })
    .max(L.usernameMax, { error: m.usernameMax.id })
    .regex(USERNAME_PATTERN, { error: m.usernameCharacters.id }),
  name: text({ error: m.nameMin.id }).trim().min(L.nameMin, { error: m.nameMin.id }).max(L.nameMax, { error: m.nameMax.id }),
  /** Optional only with a class code or a claim card's code (a learner without email gets back in with a reset code from the teacher). */
  email: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), email(m.emailInvalid.id).optional()),
  password: password(m.signupPasswordMin.id, L.signupPasswordMin, m.signupPasswordMin.id),
  /** A teacher's class code (optional): the learner joins that class, and the address's sign-up limit is lifted. */
  classCode: classCodeFieldSchema,
  /** A claim card's code (optional, issue 41): the new account takes the paper work from class at once. */
  claimCode: claimCodeFieldSchema,
}).refine((value) => value.email !== undefined || value.classCode !== undefined || value.claimCode !== undefined, {
  // The spec's rule for everyone else: an email address is required. Checked even when other fields are
  // wrong (`when`), so every missing field is listed at once.
  path: ['email'],
  error: m.emailRequired.id,
  // Only for an object (a body of another type already failed; the OpenAPI generator tries `null`).
  when: ({ value }) => typeof value === 'object' && value !== null && (value as { email?: unknown }).email === undefined,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `POST /api/auth/forgot-username`: every username on the address is mailed to it. */
export const forgotUsernameRequestSchema = z.object({ email: email(m.forgotEmailInvalid.id) });
export type ForgotUsernameRequest = z.infer<typeof forgotUsernameRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: email(m.forgotEmailInvalid.id) });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: text({ error: m.resetLinkInvalid.id }).min(1, { error: m.resetLinkInvalid.id }).max(200, { error: m.resetLinkInvalid.id }),
  email: email(m.resetLinkInvalid.id),
  password: password(m.resetPasswordMin.id, L.resetPasswordMin, m.resetPasswordMin.id),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** A signed-in user changes their password; the other sessions end. Same rules as a reset. */
export const changePasswordRequestSchema = z.object({
  currentPassword: password(m.currentPasswordRequired.id, 1, m.currentPasswordRequired.id),
  newPassword: password(m.resetPasswordMin.id, L.resetPasswordMin, m.resetPasswordMin.id),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** A code from an authenticator app (6 digits) or a recovery code. */
export const twoFactorCodeSchema = text({ error: m.twoFactorCodeInvalid.id })
  .trim()
  .max(L.twoFactorCodeMax, { error: m.twoFactorCodeInvalid.id })
  .regex(TWO_FACTOR_CODE_PATTERN, { error: m.twoFactorCodeInvalid.id });

/** The second step of a login, after the password was accepted (`TWO_FACTOR_REQUIRED`). */
export const loginTwoFactorRequestSchema = z.object({ code: twoFactorCodeSchema });
export type LoginTwoFactorRequest = z.infer<typeof loginTwoFactorRequestSchema>;

/** What forgot-password and reset-password answer on success. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
