import { donationStatuses } from '@reentry/contracts/donations';
import { canTransition } from './donation-status.js';

describe('donation status transitions', () => {
  it('allows exactly the forward moves', () => {
    const allowed = donationStatuses.flatMap((from) => donationStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`));
    expect(allowed.sort()).toEqual(
      ['failed->refunded', 'failed->succeeded', 'pending->failed', 'pending->refunded', 'pending->succeeded', 'succeeded->refunded'].sort(),
    );
  });

  it('never goes back: nothing returns to pending, a refund is final, a success never becomes a failure', () => {
    for (const from of donationStatuses) expect(canTransition(from, 'pending')).toBe(false);
    for (const to of donationStatuses) expect(canTransition('refunded', to)).toBe(false);
    expect(canTransition('succeeded', 'failed')).toBe(false);
    expect(canTransition('succeeded', 'succeeded')).toBe(false);
  });
});
