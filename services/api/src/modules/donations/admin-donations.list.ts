import type { DonationListQuery } from '@reentry/contracts/admin-lists';
import type { AdminDonation } from '@reentry/contracts/donations';
import { csvDateTime, csvDollars, type CsvColumn } from '../admin-lists/csv-export.js';
import type { ListSpec } from '../admin-lists/list-engine.js';

const iso = (value: unknown) => new Date(value as string).toISOString();
const isoOrNull = (value: unknown) => (value ? iso(value) : null);

const COLUMNS = [
  'id',
  'donor_name',
  'donor_email',
  'donor_phone',
  'donor_address',
  'amount',
  'amount_refunded',
  'currency',
  'status',
  'message',
  'is_anonymous',
  'locale',
  'stripe_payment_intent_id',
  'monthly_gift_id',
  'stripe_subscription_id',
  'stripe_invoice_id',
  'created_at',
  'succeeded_at',
  'updated_at',
];

/** `GET /api/admin/donations`: every donation with its status (anonymous donors named, but flagged). */
export const donationList: ListSpec<DonationListQuery, AdminDonation> = {
  table: 'donations',
  sortColumns: { createdAt: ['created_at', 'timestamptz'], amount: ['amount', 'integer'], donorName: ['donor_name', 'text'], status: ['status', 'text'] },
  filter(qb, query) {
    if (query.status) qb.where('donations.status', query.status);
    if (query.frequency === 'monthly') qb.whereNotNull('donations.monthly_gift_id');
    if (query.frequency === 'once') qb.whereNull('donations.monthly_gift_id');
  },
  select(qb) {
    qb.select(...COLUMNS.map((column) => `donations.${column}`));
  },
  toRow: (row) => ({
    id: row.id as number,
    donorName: row.donorName as string,
    donorEmail: row.donorEmail as string,
    donorPhone: (row.donorPhone as string | null) ?? null,
    donorAddress: (row.donorAddress as string | null) ?? null,
    amount: row.amount as number,
    amountRefunded: row.amountRefunded as number,
    currency: row.currency as string,
    status: row.status as AdminDonation['status'],
    message: (row.message as string | null) ?? null,
    isAnonymous: row.isAnonymous as boolean,
    locale: row.locale as AdminDonation['locale'],
    stripePaymentIntentId: (row.stripePaymentIntentId as string | null) ?? null,
    frequency: row.monthlyGiftId ? 'monthly' : 'once',
    stripeSubscriptionId: (row.stripeSubscriptionId as string | null) ?? null,
    stripeInvoiceId: (row.stripeInvoiceId as string | null) ?? null,
    createdAt: iso(row.createdAt),
    succeededAt: isoOrNull(row.succeededAt),
    updatedAt: iso(row.updatedAt),
  }),
};

export const donationCsv = (timeZone: string): CsvColumn<AdminDonation>[] => [
  { header: 'id', value: (row) => row.id },
  { header: 'date', value: (row) => csvDateTime(row.createdAt, timeZone) },
  { header: 'status', value: (row) => row.status },
  { header: 'amount_usd', value: (row) => csvDollars(row.amount) },
  { header: 'refunded_usd', value: (row) => csvDollars(row.amountRefunded) },
  { header: 'donor_name', value: (row) => row.donorName },
  { header: 'donor_email', value: (row) => row.donorEmail },
  { header: 'donor_phone', value: (row) => row.donorPhone },
  { header: 'donor_address', value: (row) => row.donorAddress },
  { header: 'anonymous', value: (row) => row.isAnonymous },
  { header: 'message', value: (row) => row.message },
  { header: 'language', value: (row) => row.locale },
  { header: 'succeeded', value: (row) => (row.succeededAt ? csvDateTime(row.succeededAt, timeZone) : null) },
  { header: 'payment_intent', value: (row) => row.stripePaymentIntentId },
  { header: 'frequency', value: (row) => row.frequency },
  { header: 'subscription', value: (row) => row.stripeSubscriptionId },
  { header: 'invoice', value: (row) => row.stripeInvoiceId },
];
