import type { GivingFrequency } from '@reentry/contracts/donations';
import type { FieldValues } from '@reentry/platform/action-form';
import type { PaymentRequest } from '../payment/start-payment';

/** The donor form's fields, in the order shown: the summary counts them, focus goes to the first to fix. */
export const DONOR_FIELDS = ['donorName', 'donorEmail', 'donorPhone', 'donorAddress', 'message', 'isAnonymous'] as const;

/**
 * `/donate`'s action data once the donor's details are right: what the payment is started with, the form
 * as posted, and the payment's client secret when the browser started it (null after a native post: Stripe
 * is never asked without script; the page's code sends `posted` again through the router once it runs).
 */
export interface DonorAccepted {
  accepted: true;
  request: PaymentRequest;
  frequency: GivingFrequency;
  posted: FieldValues;
  clientSecret: string | null;
}

export function isDonorAccepted(value: unknown): value is DonorAccepted {
  return (value as Partial<DonorAccepted> | null)?.accepted === true;
}
