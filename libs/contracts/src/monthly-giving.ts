import { z } from 'zod';
import { createPaymentIntentRequestSchema } from './donations.js';

/** How often a gift repeats: `once` is a one-time donation (a PaymentIntent), `monthly` a Stripe subscription. */
export const givingFrequencies = ['once', 'monthly'] as const;
export type GivingFrequency = (typeof givingFrequencies)[number];

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
