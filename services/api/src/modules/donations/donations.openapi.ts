import {
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  recordDonationRequestSchema,
  recordDonationResponseSchema,
} from '@reentry/contracts/donations';
import { z } from 'zod';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Donations';

export const donationsApiDocs = defineRoutes([
  {
    method: 'post', path: '/api/create-payment-intent', access: 'anyone', tag, summary: 'Start a donation: the server stores it and asks Stripe for a PaymentIntent', body: createPaymentIntentRequestSchema(), rateLimited: true, idempotencyKey: true,
    description: 'The largest amount is DONATION_MAX_DOLLARS (this document shows the default). 503 `DONATIONS_NOT_CONFIGURED` without Stripe keys. Send one Idempotency-Key per donor attempt and the same key when retrying it: the retry gets the same client secret (one donation, one PaymentIntent).',
    errors: [503],
    responses: { 200: { description: 'The client secret for Stripe.js.', schema: createPaymentIntentResponseSchema } },
  },
  {
    method: 'post', path: '/api/donations', access: 'anyone', tag, summary: 'Report a confirmed payment; the server asks Stripe', body: recordDonationRequestSchema, rateLimited: true, errors: [404, 503],
    description: 'The first payment of a monthly gift (after a bank page) answers `frequency: "monthly"`, `pending` until Stripe\'s `invoice.paid` records it; Stripe is not asked.',
    responses: { 200: { description: 'The donation’s status as Stripe says, and once or monthly.', schema: recordDonationResponseSchema } },
  },
  {
    method: 'post', path: '/api/stripe/webhook', access: 'stripe-signature', tag, summary: 'Stripe events (payment succeeded or failed, refund, and the monthly gifts: invoice paid or failed, subscription updated or deleted)', errors: [400, 503],
    body: z
      .object({ id: z.string(), type: z.string(), data: z.object({ object: z.object({}).loose() }).loose() })
      .loose()
      .describe('A Stripe event, exactly as Stripe sent it: the Stripe-Signature header signs these bytes.'),
    responses: { 200: { description: 'Applied once (repeats are ignored).', schema: z.object({ received: z.literal(true) }) } },
  },
]);
