import { z } from './zod.js';
import { authValidationMessages as m } from './auth-rules.js';
import { twoFactorCodeSchema } from './auth.js';
import { text } from './text.js';

/** A signed-in user's password, asked again before security settings change. */
const currentPassword = text({ error: m.currentPasswordRequired.id })
  .min(1, { error: m.currentPasswordRequired.id })
  .max(100, { error: m.passwordTooLong.id });

/** `GET /api/auth/sessions`: the user's signed-in devices. `id` is a handle, never the session secret. */
export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The browser's name read from its User-Agent ("Chrome", "Safari"); null when it names none. */
  browser: z.string().nullable(),
  /** The device's kind or system ("iPhone", "Android", "Windows"); null when unknown. The raw User-Agent is never sent. */
  system: z.string().nullable(),
  /** "Keep me signed in" was ticked. */
  remembered: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);

/** `POST /api/auth/sessions/end`: ends one of the user's other sessions. */
export const endSessionRequestSchema = z.object({
  id: text({ error: m.sessionUnknown.id }).min(1, { error: m.sessionUnknown.id }).max(100, { error: m.sessionUnknown.id }),
});
export type EndSessionRequest = z.infer<typeof endSessionRequestSchema>;

/** `GET /api/auth/two-factor`. `required`: this account must use it (admins, when the site demands it). */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `POST /api/auth/two-factor/setup`, `/disable` without code, `/recovery-codes`: the password again. */
export const passwordConfirmationSchema = z.object({ password: currentPassword });
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

/** The new secret, shown once to be added to an app; it is never sent again. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG QR code of `otpauthUrl` as a data: URL, for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** `POST /api/auth/two-factor/enable`: a code from the app proves it was set up. */
export const twoFactorEnableRequestSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorEnableRequest = z.infer<typeof twoFactorEnableRequestSchema>;

/** One-time recovery codes, shown once (after enabling, or when made anew). */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** `POST /api/auth/two-factor/disable`: the password and a current code. */
export const twoFactorDisableRequestSchema = z.object({ password: currentPassword, code: twoFactorCodeSchema });
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;
