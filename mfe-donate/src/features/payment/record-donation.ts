import { useCallback } from 'react';
import type { GivingFrequency, RecordDonationResponse } from '@reentry/contracts/donations';
import { useApi, type ApiClient } from '@reentry/platform';

/** The PaymentIntent id is the part of the client secret before `_secret_` (spec section 7). */
export function paymentIntentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0]!;
}

/**
 * `POST /api/donations`: tells the server the payment went through. The server asks Stripe itself and
 * ignores everything else, so only the id is sent.
 */
export function recordDonation(api: ApiClient, stripePaymentIntentId: string) {
  return api.post<RecordDonationResponse>('/api/donations', { stripePaymentIntentId });
}

/** Fire and forget (spec section 4): a failure is only logged; Stripe's webhook records the donation anyway. */
export function useRecordDonation() {
  const api = useApi();
  return useCallback(
    (paymentIntentId: string) => {
      recordDonation(api, paymentIntentId).catch(() => console.warn('The donation could not be recorded now; the payment service will report it.'));
    },
    [api],
  );
}

/**
 * Back from a bank page, the page no longer knows what the donor chose: the server says, from what it
 * stored for this payment, whether it started a monthly gift (never the address bar). The server cannot
 * say (offline, or not recorded yet): the one-time words, which promise only a receipt.
 */
export function useReturningDonation() {
  const api = useApi();
  return useCallback(
    (paymentIntentId: string): Promise<GivingFrequency> =>
      recordDonation(api, paymentIntentId).then(
        (answer) => answer.frequency,
        () => 'once' as const,
      ),
    [api],
  );
}
