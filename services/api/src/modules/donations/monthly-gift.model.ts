import { Model } from 'objection';
import type { Locale } from '@reentry/contracts/locale';
import type { MonthlyGiftStatus } from '@reentry/contracts/monthly-giving';

/** A donor's monthly gift (a Stripe subscription); `amount` is integer cents a month. */
export class MonthlyGiftModel extends Model {
  static override tableName = 'monthly_gifts';

  id!: number;
  donorName!: string;
  donorEmail!: string;
  donorPhone!: string | null;
  donorAddress!: string | null;
  message!: string | null;
  isAnonymous!: boolean;
  locale!: Locale;
  amount!: number;
  currency!: string;
  status!: MonthlyGiftStatus;
  reference!: string;
  stripeCustomerId!: string | null;
  stripeSubscriptionId!: string | null;
  /** The PaymentIntent of the first invoice (from its client secret). */
  firstPaymentIntentId!: string | null;
  /** When the latest subscription event applied was created at Stripe. */
  stripeSyncedAt!: Date | null;
  startedAt!: Date | null;
  cancelledAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
