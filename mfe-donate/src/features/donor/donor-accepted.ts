import type { GivingFrequency } from '@reentry/contracts/donations';
import type { PaymentRequest } from '../payment/start-payment';

/** The donor form's fields, in the order shown: the summary counts them, focus goes to the first to fix. */
export const DONOR_FIELDS = ['donorName', 'donorEmail', 'donorPhone', 'donorAddress', 'message', 'isAnonymous'] as const;

/**
 * `/donate`'s action data once the donor's details are right: what the payment is started with, its
 * Idempotency-Key, and its client secret when the browser started it (null after a native post: Stripe
 * is never asked without script).
 */
export interface DonorAccepted {
  accepted: true;
  request: PaymentRequest;
  frequency: GivingFrequency;
  key: string;
  clientSecret: string | null;
}

export function isDonorAccepted(value: unknown): value is DonorAccepted {
  return (value as Partial<DonorAccepted> | null)?.accepted === true;
}
