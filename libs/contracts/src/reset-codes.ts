import { z } from './zod.js';
import { AUTH_LIMITS, authValidationMessages as auth } from './auth-rules.js';
import { normaliseResetCode, resetCodeMessages as m } from './reset-code-rules.js';
import { text } from './text.js';

export { RESET_CODE, resetCodeMessages, formatResetCode } from './reset-code-rules.js';

/** `POST /api/auth/reset-password/code`: a learner's username, the code from their instructor, a new password. */
export const resetWithCodeRequestSchema = z.object({
  username: text({ error: m.usernameRequired.id }).trim().normalize('NFKC').min(1, { error: m.usernameRequired.id }).max(AUTH_LIMITS.usernameMax, { error: m.codeWrong.id }),
  code: text({ error: m.codeFormat.id }).transform((value, ctx) => {
    const code = normaliseResetCode(value);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: m.codeFormat.id });
    return z.NEVER;
  }),
  password: text({ error: auth.resetPasswordMin.id })
    .min(AUTH_LIMITS.resetPasswordMin, { error: auth.resetPasswordMin.id })
    .max(AUTH_LIMITS.passwordMax, { error: auth.passwordTooLong.id }),
});
export type ResetWithCodeRequest = z.input<typeof resetWithCodeRequestSchema>;

/** What making a code answers: the code itself (shown once, never again) and when it stops working. */
export const resetCodeSchema = z.strictObject({
  /** Grouped for reading aloud: `ABCD-EFGH`. */
  code: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ResetCode = z.infer<typeof resetCodeSchema>;
