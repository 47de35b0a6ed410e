import { defineMessages } from 'react-intl';

export const donationMessages = defineMessages({
  caption: { id: 'admin.donations.caption', defaultMessage: 'Donations', description: 'Table caption' },
  empty: { id: 'admin.donations.empty', defaultMessage: 'No donations found.', description: 'Spec empty message of the donations tab' },
  date: { id: 'admin.donations.date', defaultMessage: 'Date', description: 'Column: donation date' },
  donor: { id: 'admin.donations.donor', defaultMessage: 'Donor', description: 'Column: donor name' },
  amount: { id: 'admin.donations.amount', defaultMessage: 'Amount', description: 'Column: amount' },
  refunded: { id: 'admin.donations.refunded', defaultMessage: 'Refunded', description: 'Detail: amount refunded' },
  anonymous: { id: 'admin.donations.anonymous', defaultMessage: 'Anonymous', description: 'Badge: the donor asked not to be named publicly' },
  anonymousDetail: { id: 'admin.donations.anonymousDetail', defaultMessage: 'Asked not to be named in public', description: 'Detail label' },
  message: { id: 'admin.donations.message', defaultMessage: 'Message', description: 'Detail: donor message' },
  address: { id: 'admin.donations.address', defaultMessage: 'Address', description: 'Detail: donor address' },
  paymentId: { id: 'admin.donations.paymentId', defaultMessage: 'Stripe payment', description: 'Detail: Stripe PaymentIntent id' },
  paidAt: { id: 'admin.donations.paidAt', defaultMessage: 'Paid', description: 'Detail: when the payment succeeded' },
  succeeded: { id: 'admin.donations.status.succeeded', defaultMessage: 'Succeeded', description: 'Donation status' },
  pending: { id: 'admin.donations.status.pending', defaultMessage: 'Pending', description: 'Donation status' },
  failed: { id: 'admin.donations.status.failed', defaultMessage: 'Failed', description: 'Donation status' },
  refundedStatus: { id: 'admin.donations.status.refunded', defaultMessage: 'Refunded', description: 'Donation status' },
});
