import type { CreatePaymentIntentResponse, GivingFrequency } from '@reentry/contracts/donations';
import { ApiError, type ApiClient } from '@reentry/platform';

/** `POST /api/create-payment-intent` as the donate page sends it: the amount in dollars, as typed. */
export interface PaymentRequest {
  amount: string;
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  donorAddress: string;
  message: string;
  isAnonymous: boolean;
}

/**
 * `idempotencyKey`: one per donor attempt, the same when the attempt is sent again (one donation, one intent).
 * A monthly gift starts a subscription instead; both answer the client secret the Payment Element confirms.
 */
export function createPaymentIntent(api: ApiClient, request: PaymentRequest, idempotencyKey: string, frequency: GivingFrequency = 'once') {
  const path = frequency === 'monthly' ? '/api/donations/monthly' : '/api/create-payment-intent';
  return api.post<CreatePaymentIntentResponse>(path, request, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * Spec section 8: the server's message, or "Failed to initialize payment. Please try again." when it gave
 * none (or could not be reached), or "Unknown error" when its answer cannot be read at all.
 */
export function failureText(error: unknown, words: { fallback: string; unknown: string }): string {
  if (!(error instanceof ApiError)) return words.fallback;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return words.unknown;
  }
  const envelope = (body as { error?: { message?: unknown }; message?: unknown } | null) ?? {};
  const message = envelope.error?.message ?? envelope.message;
  return typeof message === 'string' && message.trim() ? message : words.fallback;
}
