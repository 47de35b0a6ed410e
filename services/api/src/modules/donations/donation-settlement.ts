import type { Knex } from 'knex';
import type { DonationStatus } from '@reentry/contracts/donations';
import type { Logger } from '../../logger.js';
import type { OrganisationStore } from '../organisation/organisation.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { donationReceipt } from './donation-receipt.js';
import { canTransition } from './donation-status.js';
import { DonationModel } from './donations.model.js';
import type { PaymentIntentView } from './stripe-gateway.js';

/** What settling a donation needs besides the transaction: logs, and the receipt's organisation details. */
export interface SettlementDeps {
  logger: Logger;
  organisation: Pick<OrganisationStore, 'details'>;
  timeZone: string;
  /** The site's address, for the links in monthly-giving mails. */
  publicUrl: string;
}

/**
 * Runs in the transaction that marks the donation succeeded, once per donation (succeeded is reached
 * only once: nothing leads back to it). Queues the receipt, in the donor's language, in that same
 * transaction: it exists exactly when the success is committed, and a rolled-back success sends none.
 */
export async function onDonationSucceeded(trx: Knex.Transaction, donation: DonationModel, deps: SettlementDeps): Promise<number> {
  const receipt = donationReceipt(
    {
      id: donation.id,
      donorName: donation.donorName,
      donorEmail: donation.donorEmail,
      amount: donation.amount,
      currency: donation.currency,
      succeededAt: donation.succeededAt ?? new Date(),
      locale: donation.locale,
    },
    await deps.organisation.details(trx),
    deps.timeZone,
    deps.publicUrl,
  );
  const outboxId = await enqueueMail(trx, receipt);
  deps.logger.info({ donationId: donation.id, outboxId, locale: donation.locale }, 'donation receipt queued');
  return outboxId;
}

/**
 * The one place a donation's status changes: only along the allowed transitions (donation-status.ts),
 * on a row the caller locked in `trx`. An illegal move (e.g. a late "failed" after "succeeded") changes nothing.
 */
export async function changeStatus(
  trx: Knex.Transaction,
  donation: DonationModel,
  to: DonationStatus,
  deps: SettlementDeps,
): Promise<DonationModel> {
  if (!canTransition(donation.status, to)) {
    deps.logger.info({ donationId: donation.id, from: donation.status, to }, 'donation status change ignored');
    return donation;
  }
  const updated = await DonationModel.query(trx).patchAndFetchById(donation.id, {
    status: to,
    updatedAt: trx.fn.now(),
    ...(to === 'succeeded' ? { succeededAt: trx.fn.now() } : {}),
  });
  deps.logger.info({ donationId: donation.id, from: donation.status, to }, 'donation status changed');
  if (to === 'succeeded') await onDonationSucceeded(trx, updated, deps);
  return updated;
}

/**
 * Locks the donation a PaymentIntent belongs to: by the stored intent id, or, should the id never have been
 * stored (a crash right after Stripe answered), by the donation id and random reference in the intent's metadata.
 */
export async function lockDonationForIntent(
  trx: Knex.Transaction,
  intentId: string,
  metadata: { donationId?: number; donationReference?: string } = {},
): Promise<DonationModel | undefined> {
  const byIntent = await DonationModel.query(trx).where({ stripePaymentIntentId: intentId }).forUpdate().first();
  const { donationId, donationReference } = metadata;
  if (byIntent || donationId === undefined || !donationReference) return byIntent;
  const byMetadata = await DonationModel.query(trx)
    .findById(donationId)
    .where({ paymentReference: donationReference })
    .whereNull('stripePaymentIntentId')
    .forUpdate();
  return byMetadata && DonationModel.query(trx).patchAndFetchById(byMetadata.id, { stripePaymentIntentId: intentId });
}

/**
 * Applies what Stripe says about a PaymentIntent. Succeeded counts only when the amount and currency are
 * exactly the stored donation's; a mismatch is never marked paid (it stays as it is and is logged).
 */
export async function applyPaymentIntent(trx: Knex.Transaction, donation: DonationModel, intent: PaymentIntentView, deps: SettlementDeps): Promise<DonationModel> {
  if (intent.status === 'succeeded') {
    const matches = intent.amount === donation.amount && intent.amountReceived === donation.amount && intent.currency === donation.currency;
    if (!matches) {
      deps.logger.error(
        { donationId: donation.id, paymentIntentId: intent.id, stored: { amount: donation.amount, currency: donation.currency }, stripe: { amount: intent.amount, amountReceived: intent.amountReceived, currency: intent.currency } },
        'donation amount mismatch: not marked paid',
      );
      return donation;
    }
    return changeStatus(trx, donation, 'succeeded', deps);
  }
  if (intent.status === 'canceled') return changeStatus(trx, donation, 'failed', deps);
  return donation;
}
