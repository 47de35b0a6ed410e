import type { DonationStatus } from '@reentry/contracts/donations';

/**
 * The one table of allowed status changes. Nothing goes back to pending, and refunded is final.
 * `failed -> succeeded`: Stripe lets the donor retry the same PaymentIntent with another card after a decline.
 * `pending|failed -> refunded`: Stripe does not promise event order, and a refund proves a charge went through.
 */
const NEXT: Record<DonationStatus, readonly DonationStatus[]> = {
  pending: ['succeeded', 'failed', 'refunded'],
  failed: ['succeeded', 'refunded'],
  succeeded: ['refunded'],
  refunded: [],
};

export function canTransition(from: DonationStatus, to: DonationStatus): boolean {
  return NEXT[from].includes(to);
}
