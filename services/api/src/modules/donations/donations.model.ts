import { Model } from 'objection';
import type { DonationStatus } from '@reentry/contracts/donations';
import type { Locale } from '@reentry/contracts/locale';

/** A donation; `amount` and `amountRefunded` are integer cents. */
export class DonationModel extends Model {
  static override tableName = 'donations';

  id!: number;
  donorName!: string;
  donorEmail!: string;
  donorPhone!: string | null;
  donorAddress!: string | null;
  amount!: number;
  amountRefunded!: number;
  currency!: string;
  stripePaymentIntentId!: string | null;
  paymentReference!: string | null;
  status!: DonationStatus;
  message!: string | null;
  isAnonymous!: boolean;
  locale!: Locale;
  succeededAt!: Date | null;
  /** Set for the donations of a monthly gift: one per paid invoice. */
  monthlyGiftId!: number | null;
  stripeInvoiceId!: string | null;
  stripeSubscriptionId!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
