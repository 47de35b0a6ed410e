import type { PaymentIntent } from '@stripe/stripe-js';

/** What the page does with a PaymentIntent Stripe returned: thank the donor, or say the payment failed. */
export type PaymentOutcome = { paymentIntentId: string; status: 'succeeded' | 'processing' } | { paymentIntentId: string; status: 'failed'; message?: string };

export function outcomeOf(intent: Pick<PaymentIntent, 'id' | 'status' | 'last_payment_error'>): PaymentOutcome {
  // Some methods (bank debits) take days; Stripe's webhook tells the server when they finish.
  if (intent.status === 'succeeded' || intent.status === 'processing') return { paymentIntentId: intent.id, status: intent.status };
  return { paymentIntentId: intent.id, status: 'failed', message: intent.last_payment_error?.message };
}

/** Where Stripe puts the payment's key in the address when it sends the visitor back (a bank's page, a payment app). */
export const PAYMENT_RETURN_PARAMETER = 'payment_intent_client_secret';

/** A client secret as Stripe makes them; anything else in the address bar is ignored. */
export const CLIENT_SECRET = /^pi_[A-Za-z0-9]{1,200}_secret_[A-Za-z0-9]{1,200}$/;
