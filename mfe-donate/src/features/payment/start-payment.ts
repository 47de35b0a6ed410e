import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { CreatePaymentIntentResponse } from '@reentry/contracts/donations';
import { ApiError, useApi, useIdempotencyKey, useToast, type ApiClient } from '@reentry/platform';
import { paymentMessages as m } from './payment.messages';

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

/** `idempotencyKey`: one per donor attempt, the same when the attempt is sent again (one donation, one intent). */
export function createPaymentIntent(api: ApiClient, request: PaymentRequest, idempotencyKey: string) {
  return api.post<CreatePaymentIntentResponse>('/api/create-payment-intent', request, { headers: { 'Idempotency-Key': idempotencyKey } });
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

export type StartResult = { clientSecret: string } | { fieldErrors: Record<string, string> } | null;

/**
 * Sets up the payment; a failure shows the spec's toast, and field errors go back to the form. The same
 * details sent again (a double tap, Continue after a failure) carry the same Idempotency-Key.
 */
export function useStartPayment() {
  const api = useApi();
  const intl = useIntl();
  const toast = useToast();
  const idempotency = useIdempotencyKey();
  const mutation = useMutation({ mutationFn: (request: PaymentRequest) => createPaymentIntent(api, request, idempotency.keyFor(request)) });
  return async function start(request: PaymentRequest): Promise<StartResult> {
    try {
      return { clientSecret: (await mutation.mutateAsync(request)).clientSecret };
    } catch (error) {
      const description = failureText(error, { fallback: intl.formatMessage(m.intentFailed), unknown: intl.formatMessage(m.unknownError) });
      toast({ title: intl.formatMessage(m.errorTitle), description, variant: 'destructive' });
      const fields = error instanceof ApiError ? error.fields : undefined;
      return fields && Object.keys(fields).length > 0 ? { fieldErrors: fields } : null;
    }
  };
}
