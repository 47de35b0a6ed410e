import { z } from './zod.js';
import { EMAIL_PATTERN } from './auth-rules.js';
import { DONATION_LIMITS, donationValidationMessages } from './donation-rules.js';
import { amountCentsSchema, createPaymentIntentRequestSchema, donationStatusSchema, givingFrequencies } from './donations.js';

export { givingFrequencies, type GivingFrequency } from './donations.js';

/**
 * `POST /api/donations/monthly`: the same fields and amount rules as a one-time gift; the server turns the
 * amount into the Stripe Price it charges each month (the browser never names a price).
 */
export function createMonthlyGiftRequestSchema(maxAmountCents?: number) {
  return createPaymentIntentRequestSchema(maxAmountCents);
}
export type CreateMonthlyGiftRequest = z.input<ReturnType<typeof createMonthlyGiftRequestSchema>>;

/** The client secret of the subscription's first invoice, for Stripe's Payment Element. */
export const createMonthlyGiftResponseSchema = z.object({ clientSecret: z.string() });
export type CreateMonthlyGiftResponse = z.infer<typeof createMonthlyGiftResponseSchema>;

/** A monthly gift's life: `incomplete` until the first invoice is paid; `past_due` after a failed renewal. */
export const monthlyGiftStatuses = ['incomplete', 'active', 'past_due', 'cancelled'] as const;
export const monthlyGiftStatusSchema = z.enum(monthlyGiftStatuses);
export type MonthlyGiftStatus = z.infer<typeof monthlyGiftStatusSchema>;

/** `POST /api/donations/manage-link`: the same answer whether or not the address ever gave. */
export const manageLinkRequestSchema = z.object({
  email: z
    .string({ error: donationValidationMessages.emailInvalid.id })
    .trim()
    .max(DONATION_LIMITS.emailMax, { error: donationValidationMessages.emailInvalid.id })
    .regex(EMAIL_PATTERN, { error: donationValidationMessages.emailInvalid.id })
    // The address pattern lets control characters through; PostgreSQL refuses NUL in text.
    .refine((value) => !/[\u0000-\u001F\u007F]/.test(value), { error: donationValidationMessages.emailInvalid.id }),
});
export type ManageLinkRequest = z.infer<typeof manageLinkRequestSchema>;

/** `GET /api/donations/manage/open?token=`: the single-use token of a "Manage my giving" mail. */
export const manageOpenQuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** `POST /api/donations/mine/monthly/:id/amount`: the new monthly amount in dollars (the one-time rules). */
export function changeMonthlyAmountRequestSchema(maxAmountCents?: number) {
  return z.object({ amount: amountCentsSchema(maxAmountCents) }).transform(({ amount }) => ({ amountCents: amount }));
}

/** `:id` of a donor's gift or donation in a path. */
export const giftIdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** `GET /api/donations/mine`: what a donor signed in by their link sees (amounts in cents, ISO dates). */
export const donorGivingSchema = z.object({
  email: z.string(),
  donations: z.array(
    z.object({
      id: z.number().int().positive(),
      amount: z.number().int().positive(),
      currency: z.string(),
      frequency: z.enum(givingFrequencies),
      status: donationStatusSchema,
      succeededAt: z.iso.datetime().nullable(),
    }),
  ),
  monthlyGifts: z.array(
    z.object({
      id: z.number().int().positive(),
      amount: z.number().int().positive(),
      currency: z.string(),
      status: monthlyGiftStatusSchema,
      startedAt: z.iso.datetime().nullable(),
    }),
  ),
  /** Years with at least one gift: a statement can be had for each. */
  statementYears: z.array(z.number().int()),
});
export type DonorGiving = z.infer<typeof donorGivingSchema>;

/** `GET /api/donations/mine`: the donor's giving, or null for a visitor without a donor session (not an error). */
export const myGivingResponseSchema = z.object({ giving: donorGivingSchema.nullable() });
export type MyGivingResponse = z.infer<typeof myGivingResponseSchema>;

/** A statement year in a path: the site began long after 2000; a year ahead is never due. */
export const statementYearSchema = z.coerce.number().int().min(2000).max(2100);

/** `POST /api/admin/donations/statements` (admins): send a donor's statement for a year again. */
export const resendStatementRequestSchema = z.object({
  email: manageLinkRequestSchema.shape.email,
  year: z.number({ error: 'api.validation.checkField' }).int().min(2000).max(2100),
});
export type ResendStatementRequest = z.infer<typeof resendStatementRequestSchema>;

/** `GET /api/admin/donations/monthly-donors` (admins): running monthly gifts, newest start first. */
export const adminMonthlyDonorSchema = z.object({
  id: z.number().int().positive(),
  donorName: z.string(),
  donorEmail: z.string(),
  /** Cents a month. */
  amount: z.number().int().positive(),
  currency: z.string(),
  status: monthlyGiftStatusSchema,
  startedAt: z.iso.datetime().nullable(),
  stripeSubscriptionId: z.string().nullable(),
});
export const adminMonthlyDonorsSchema = z.object({ items: z.array(adminMonthlyDonorSchema), totalMonthlyCents: z.number().int().min(0) });
export type AdminMonthlyDonors = z.infer<typeof adminMonthlyDonorsSchema>;
