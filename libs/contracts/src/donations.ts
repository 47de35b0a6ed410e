import { z } from './zod.js';
import { EMAIL_PATTERN } from './auth-rules.js';
import { DONATION_LIMITS, donationValidationMessages, dollarsToCents } from './donation-rules.js';
import { locales } from './locale.js';

export { DONATION_LIMITS, donationValidationMessages, dollarsToCents };

const m = donationValidationMessages;
const L = DONATION_LIMITS;

/** Donation statuses. Transitions: pending -> succeeded | failed | refunded; failed -> succeeded | refunded; succeeded -> refunded. */
export const donationStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const donationStatusSchema = z.enum(donationStatuses);
export type DonationStatus = z.infer<typeof donationStatusSchema>;

/** How often a gift repeats: `once` is a one-time donation (a PaymentIntent), `monthly` a Stripe subscription. */
export const givingFrequencies = ['once', 'monthly'] as const;
export type GivingFrequency = (typeof givingFrequencies)[number];

// Control characters (NUL included) never belong in a form field; PostgreSQL refuses NUL in text.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function text(max: number, messageId: string, min = 0, minMessageId = messageId) {
  return z
    .string({ error: minMessageId })
    .trim()
    .min(min, { error: minMessageId })
    .max(max, { error: messageId })
    .refine((value) => !CONTROL.test(value), { error: m.textInvalid.id });
}

/** An optional field: missing, null or blank all mean "not given" (null). */
function optionalText(max: number, messageId: string) {
  return text(max, messageId)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An amount in dollars (number or decimal string, at most 2 decimals) parsed to integer cents within the limits. */
export function amountCentsSchema(maxAmountCents: number = L.defaultMaxAmountCents) {
  return z.unknown().transform((value, ctx) => {
    const cents = dollarsToCents(value);
    const problem =
      cents === undefined ? m.amountInvalid.id : cents < L.minAmountCents ? m.amountMin.id : cents > maxAmountCents ? m.amountMax.id : undefined;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return cents!;
  });
}

/**
 * `POST /api/create-payment-intent`. `amount` is in dollars (number or decimal string, at most 2 decimals);
 * the parsed value carries `amountCents` instead. The maximum comes from configuration (`DONATION_MAX_DOLLARS`),
 * served to pages as `donations.maxAmountCents` by `GET /api/site-config`.
 */
export function createPaymentIntentRequestSchema(maxAmountCents: number = L.defaultMaxAmountCents) {
  return z
    .object({
      amount: amountCentsSchema(maxAmountCents),
      donorName: text(L.nameMax, m.nameMax.id, L.nameMin, m.nameMin.id),
      donorEmail: z
        .string({ error: m.emailInvalid.id })
        .trim()
        .max(L.emailMax, { error: m.emailInvalid.id })
        .regex(EMAIL_PATTERN, { error: m.emailInvalid.id })
        .refine((value) => !CONTROL.test(value) && !value.includes('\t'), { error: m.emailInvalid.id }),
      donorPhone: optionalText(L.phoneMax, m.phoneInvalid.id),
      donorAddress: optionalText(L.addressMax, m.addressInvalid.id),
      message: optionalText(L.messageMax, m.messageInvalid.id),
      isAnonymous: z.boolean({ error: 'api.validation.checkField' }).default(false),
    })
    .transform(({ amount, ...donor }) => ({ amountCents: amount, ...donor }));
}
export type CreatePaymentIntentRequest = z.input<ReturnType<typeof createPaymentIntentRequestSchema>>;
export type DonationInput = z.output<ReturnType<typeof createPaymentIntentRequestSchema>>;

/** The only thing the browser gets back: the PaymentIntent's client secret for Stripe's Payment Element. */
export const createPaymentIntentResponseSchema = z.object({ clientSecret: z.string() });
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/**
 * `POST /api/donations`: the spec's client sends every donation field with `status: 'succeeded'`;
 * the server reads only `stripePaymentIntentId` and asks Stripe itself. Other fields are accepted and ignored.
 */
export const recordDonationRequestSchema = z.object({
  stripePaymentIntentId: z
    .string({ error: m.paymentIntentInvalid.id })
    .regex(/^pi_[A-Za-z0-9]{1,200}$/, { error: m.paymentIntentInvalid.id }),
});
export type RecordDonationRequest = z.infer<typeof recordDonationRequestSchema>;

/**
 * The donation's status as the server knows it after asking Stripe, and whether the payment was a one-time
 * gift or the first payment of a monthly gift (the thank-you after a bank page says which; a monthly
 * payment is recorded only by Stripe's webhook, so until then it is `pending`).
 */
export const recordDonationResponseSchema = z.object({ status: donationStatusSchema, frequency: z.enum(givingFrequencies) });
export type RecordDonationResponse = z.infer<typeof recordDonationResponseSchema>;

/** `GET /api/admin/donations` (admins only): amounts in integer cents, dates as ISO strings, newest first. */
export const adminDonationSchema = z.object({
  id: z.number().int().positive(),
  donorName: z.string(),
  donorEmail: z.string(),
  donorPhone: z.string().nullable(),
  donorAddress: z.string().nullable(),
  /** Cents. */
  amount: z.number().int().positive(),
  /** Cents refunded so far (partial refunds keep the status `succeeded`). */
  amountRefunded: z.number().int().min(0),
  currency: z.string(),
  status: donationStatusSchema,
  message: z.string().nullable(),
  /** The donor asked not to be named publicly; admins still see the name. */
  isAnonymous: z.boolean(),
  /** The donor's language, used for the receipt. */
  locale: z.enum(locales),
  stripePaymentIntentId: z.string().nullable(),
  /** `monthly`: one paid invoice of a monthly gift (its subscription and invoice ids are set). */
  frequency: z.enum(givingFrequencies),
  stripeSubscriptionId: z.string().nullable(),
  stripeInvoiceId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When Stripe confirmed the payment (the receipt's date); null until then. */
  succeededAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdminDonation = z.infer<typeof adminDonationSchema>;
