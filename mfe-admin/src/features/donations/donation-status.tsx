import { FormattedMessage } from 'react-intl';
import type { DonationStatus } from '@reentry/contracts/donations';
import { donationMessages as d } from './donations.messages';

// The contract's list comes with zod; the browser needs only the values (the types keep them in step).
export const donationStatusValues = ['succeeded', 'pending', 'failed', 'refunded'] as const satisfies readonly DonationStatus[];

export const donationStatusLabel = { succeeded: d.succeeded, pending: d.pending, failed: d.failed, refunded: d.refundedStatus } as const;

/** Spec colours (succeeded green, pending yellow, any other red), always with the status in words. */
export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  const tone = status === 'succeeded' ? 'success' : status === 'pending' ? 'warning' : 'danger';
  return (
    <span className={`admin-badge admin-badge--${tone}`} data-status={status}>
      <FormattedMessage {...donationStatusLabel[status]} />
    </span>
  );
}
