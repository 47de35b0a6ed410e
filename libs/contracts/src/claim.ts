import { z } from './zod.js';
import { CLAIM_CODE, claimMessages, normaliseClaimCode } from './claim-rules.js';
import { rosterMessages } from './roster.js';
import { text } from './text.js';

export { CLAIM_CODE, claimMessages, formatClaimCode, normaliseClaimCode } from './claim-rules.js';

// Issue 41, section 3: the take-home claim card. A roster person (no account) gets a one-time code; signed
// in to their own account at /claim, they move their paper work into it.

const m = claimMessages;

/** `POST /api/claim`: the code from the card, as typed (case, spaces and dashes do not matter). */
export const claimInputSchema = z.strictObject({
  code: z.string({ error: m.codeFormat.id }).transform((value, ctx) => {
    const code = normaliseClaimCode(value);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: m.codeFormat.id });
    return z.NEVER;
  }),
});
export type ClaimInput = z.input<typeof claimInputSchema>;

/**
 * The card's code typed at sign-up (optional): the new account takes the work at once, and with it the email
 * may stay empty (the person then joins the class of the card's instructor, who can give a reset code).
 */
export const claimCodeFieldSchema = text({ error: m.codeFormat.id })
  .trim()
  .max(CLAIM_CODE.inputMax, { error: m.codeFormat.id })
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const code = normaliseClaimCode(value);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: m.codeFormat.id });
    return z.NEVER;
  });

/** `POST /api/instructor/roster/:id/claim-code`: the person, by their roster id. */
export const claimCodeParamsSchema = z.object({
  id: z
    .string({ error: rosterMessages.personUnknown.id })
    .regex(/^[1-9][0-9]{0,9}$/, { error: rosterMessages.personUnknown.id })
    .transform(Number)
    .refine((id) => id <= 2 ** 31 - 1, { error: rosterMessages.personUnknown.id }),
});

/** The new card's code (shown in this answer only, never again) and when it stops working. */
export const claimCodeSchema = z.strictObject({
  /** Grouped for printing: `ABCD-EFGH-JKMN`. */
  code: z.string().regex(new RegExp(`^[${CLAIM_CODE.alphabet}]{4}(-[${CLAIM_CODE.alphabet}]{4}){2}$`)),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ClaimCode = z.infer<typeof claimCodeSchema>;

/** A claim done: when, the account's passed modules now, and how many paper sheets moved into it. */
export const claimResultSchema = z.strictObject({
  claimedAt: z.iso.datetime({ offset: true }),
  modules: z.array(z.number().int().min(1).max(6)),
  sheets: z.number().int().min(0),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;
