import Stripe from 'stripe';
import type { StripeSettings } from '../../config-site-donations.js';
import { DonationsNotConfiguredError, InvalidSignatureError, PaymentProviderError, PaymentProviderUnavailableError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { createBillingCalls, type BillingGateway } from './stripe-billing.js';

/** Webhook signatures older than this are refused (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What the donation service needs from a PaymentIntent. */
export interface PaymentIntentView {
  id: string;
  status: string;
  amount: number;
  amountReceived: number;
  currency: string;
  /** From the intent's metadata: which donation it was made for (both must match a stored donation). */
  donationId: number | undefined;
  donationReference: string | undefined;
}

export interface NewPaymentIntent {
  amountCents: number;
  currency: string;
  donationId: number;
  /** The donation's random reference: idempotency key and metadata. */
  reference: string;
}

/** The few Stripe calls donations make; errors come out as our typed 502/503 errors, never raw. */
export interface PaymentGateway extends BillingGateway {
  createPaymentIntent(intent: NewPaymentIntent): Promise<{ id: string; clientSecret: string }>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
  /** Verifies the signature on the exact raw body; throws InvalidSignatureError. */
  verifyWebhook(rawBody: string, signature: string | undefined): Stripe.Event;
}

export function toPaymentIntentView(intent: Stripe.PaymentIntent): PaymentIntentView {
  const donationId = Number(intent.metadata?.donation_id);
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    amountReceived: intent.amount_received ?? 0,
    currency: intent.currency,
    donationId: Number.isSafeInteger(donationId) && donationId > 0 ? donationId : undefined,
    donationReference: intent.metadata?.donation_reference || undefined,
  };
}

// Connection trouble, Stripe's own 5xx and its rate limit are temporary; anything else is a refusal.
const TEMPORARY = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

function providerError(err: unknown, logger: Logger, call: string): Error {
  const { type, code, statusCode, requestId } = (err ?? {}) as { type?: unknown; code?: unknown; statusCode?: unknown; requestId?: unknown };
  // Only these fields: a Stripe error's raw form can carry request details we do not want in logs.
  logger.error({ stripe: { call, type, code, statusCode, requestId } }, 'Stripe call failed');
  return typeof type === 'string' && TEMPORARY.has(type) ? new PaymentProviderUnavailableError() : new PaymentProviderError();
}

export function createStripeGateway(settings: StripeSettings, logger: Logger): PaymentGateway {
  const stripe = new Stripe(settings.secretKey, {
    ...settings.api,
    // Creation carries an idempotency key, so a retry never makes a second intent.
    maxNetworkRetries: 1,
    // Two tries of 2 s (and the SDK's short pause between them) stay under 5 s: a stalled Stripe gives the
    // donor a translated 503 to try again, never a hang (docs/faults.md, fault 5). Stripe usually answers in
    // well under a second; the donor's retry carries the same idempotency key, so it finds the same intent.
    timeout: 2_000,
    telemetry: false,
  });

  return {
    ...createBillingCalls(stripe, (err, call) => providerError(err, logger, call)),
    async createPaymentIntent({ amountCents, currency, donationId, reference }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            automatic_payment_methods: { enabled: true },
            metadata: { donation_id: String(donationId), donation_reference: reference },
            description: `Donation ${donationId}`,
          },
          { idempotencyKey: `donation-${reference}` },
        );
        if (!intent.client_secret) throw new Error('PaymentIntent without client_secret');
        return { id: intent.id, clientSecret: intent.client_secret };
      } catch (err) {
        throw providerError(err, logger, 'paymentIntents.create');
      }
    },

    async retrievePaymentIntent(id) {
      try {
        return toPaymentIntentView(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        throw providerError(err, logger, 'paymentIntents.retrieve');
      }
    },

    verifyWebhook(rawBody, signature) {
      if (!settings.webhookSecret) throw new DonationsNotConfiguredError();
      if (!signature) throw new InvalidSignatureError();
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        throw new InvalidSignatureError();
      }
    },
  };
}
