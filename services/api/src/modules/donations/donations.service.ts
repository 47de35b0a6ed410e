import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { DEFAULT_CURRENCY } from '@reentry/contracts/constants';
import type { DonationInput, DonationStatus, RecordDonationResponse } from '@reentry/contracts/donations';
import type { Locale } from '@reentry/contracts/locale';
import type { DonationSettings } from '../../config-site-donations.js';
import { AppError, DonationsNotConfiguredError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { OrganisationStore } from '../organisation/organisation.service.js';
import { applyPaymentIntent, lockDonationForIntent, type SettlementDeps } from './donation-settlement.js';
import { DonationModel } from './donations.model.js';
import { MonthlyGiftModel } from './monthly-gift.model.js';
import type { PaymentGateway } from './stripe-gateway.js';

export interface DonationsDeps {
  knex: Knex;
  logger: Logger;
  settings: DonationSettings;
  /** The receipts print the organisation's details from here. */
  organisation: OrganisationStore;
  timeZone: string;
  /** The site's address, for links in mails. */
  publicUrl: string;
  /** Absent when no Stripe keys are configured. */
  gateway?: PaymentGateway;
}

export class DonationNotFoundError extends AppError {
  constructor() {
    super(404, 'NOT_FOUND', 'No such donation.', { messageId: 'api.donations.notFound' });
  }
}

export function settlementDeps(deps: DonationsDeps): SettlementDeps {
  return { logger: deps.logger, organisation: deps.organisation, timeZone: deps.timeZone, publicUrl: deps.publicUrl };
}

/** The gateway, or 503 DONATIONS_NOT_CONFIGURED: the cheap check before anything else. */
export function requireGateway(deps: DonationsDeps): PaymentGateway {
  if (!deps.gateway) throw new DonationsNotConfiguredError();
  return deps.gateway;
}

/** What `POST /api/create-payment-intent` keeps for a retry: the stored donation, then its client secret. */
export type DonationStart = { donationId: number } | { clientSecret: string };

/**
 * Stores a pending donation (in the caller's transaction, with the Idempotency-Key that asked for it), so
 * nothing is lost if Stripe fails. Its random reference is the Stripe idempotency key of its PaymentIntent.
 */
export async function storePendingDonation(trx: Knex, input: DonationInput, locale: Locale): Promise<DonationStart> {
  const { amountCents, ...donor } = input;
  const donation = await DonationModel.query(trx).insertAndFetch({
    ...donor,
    donorEmail: donor.donorEmail.toLowerCase(),
    amount: amountCents,
    currency: DEFAULT_CURRENCY,
    status: 'pending',
    locale,
    paymentReference: randomUUID(),
  });
  return { donationId: donation.id };
}

/**
 * The PaymentIntent of a stored donation, for the server's amount in cents; keeps the intent id. Asked
 * again (a retry after Stripe failed or timed out), Stripe answers with the same intent: the idempotency
 * key is the donation's reference. Only the client secret goes back to the browser.
 */
export async function paymentIntentFor(deps: DonationsDeps, start: DonationStart): Promise<{ clientSecret: string }> {
  if ('clientSecret' in start) return start;
  const gateway = requireGateway(deps);
  const donation = await DonationModel.query(deps.knex).findById(start.donationId).select('id', 'amount', 'currency', 'paymentReference');
  if (!donation) throw new DonationNotFoundError();
  let intent: { id: string; clientSecret: string };
  try {
    intent = await gateway.createPaymentIntent({ amountCents: donation.amount, currency: donation.currency, donationId: donation.id, reference: donation.paymentReference! });
  } catch (err) {
    deps.logger.warn({ donationId: donation.id }, 'payment intent not created; the donation stays pending');
    throw err;
  }
  await DonationModel.query(deps.knex).patchAndFetchById(donation.id, { stripePaymentIntentId: intent.id, updatedAt: deps.knex.fn.now() });
  return { clientSecret: intent.clientSecret };
}

/**
 * The stored donation of a PaymentIntent, or the monthly gift whose first payment it is (pending until
 * Stripe's `invoice.paid` makes the donation), or 404. Cheap: no Stripe call.
 */
export async function findDonationStatus(knex: Knex, paymentIntentId: string): Promise<RecordDonationResponse> {
  const donation = await DonationModel.query(knex).where({ stripePaymentIntentId: paymentIntentId }).select('status', 'monthlyGiftId').first();
  if (donation) return { status: donation.status, frequency: donation.monthlyGiftId ? 'monthly' : 'once' };
  const gift = await MonthlyGiftModel.query(knex).where({ firstPaymentIntentId: paymentIntentId }).select('id').first();
  if (!gift) throw new DonationNotFoundError();
  return { status: 'pending', frequency: 'monthly' };
}

/**
 * `POST /api/donations`: trusts nothing the browser says. Asks Stripe for the PaymentIntent and applies
 * what Stripe says (the same rules as the webhook). Safe to call any number of times.
 */
export async function confirmDonation(deps: DonationsDeps, paymentIntentId: string): Promise<DonationStatus> {
  const gateway = requireGateway(deps);
  const intent = await gateway.retrievePaymentIntent(paymentIntentId);
  return deps.knex.transaction(async (trx) => {
    const donation = await lockDonationForIntent(trx, paymentIntentId);
    if (!donation) throw new DonationNotFoundError();
    return (await applyPaymentIntent(trx, donation, intent, settlementDeps(deps))).status;
  });
}
