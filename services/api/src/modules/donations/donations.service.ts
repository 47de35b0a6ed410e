import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { DEFAULT_CURRENCY } from '@reentry/contracts/constants';
import type { DonationInput, DonationStatus } from '@reentry/contracts/donations';
import type { Locale } from '@reentry/contracts/locale';
import type { DonationSettings } from '../../config-site-donations.js';
import { AppError, DonationsNotConfiguredError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { applyPaymentIntent, lockDonationForIntent, type SettlementDeps } from './donation-settlement.js';
import { DonationModel } from './donations.model.js';
import type { PaymentGateway } from './stripe-gateway.js';

export interface DonationsDeps {
  knex: Knex;
  logger: Logger;
  settings: DonationSettings;
  timeZone: string;
  /** Absent when no Stripe keys are configured. */
  gateway?: PaymentGateway;
}

export class DonationNotFoundError extends AppError {
  constructor() {
    super(404, 'NOT_FOUND', 'No such donation.', { messageId: 'api.donations.notFound' });
  }
}

export function settlementDeps(deps: DonationsDeps): SettlementDeps {
  return { logger: deps.logger, org: deps.settings.org, timeZone: deps.timeZone };
}

/** The gateway, or 503 DONATIONS_NOT_CONFIGURED: the cheap check before anything else. */
export function requireGateway(deps: DonationsDeps): PaymentGateway {
  if (!deps.gateway) throw new DonationsNotConfiguredError();
  return deps.gateway;
}

/**
 * Stores a pending donation first (so nothing is lost if Stripe fails), then creates its PaymentIntent for
 * the server's amount in cents, and keeps the intent id. Only the client secret goes back to the browser.
 */
export async function startDonation(deps: DonationsDeps, input: DonationInput, locale: Locale): Promise<{ clientSecret: string }> {
  const gateway = requireGateway(deps);
  const { amountCents, ...donor } = input;
  const donation = await DonationModel.query(deps.knex).insertAndFetch({
    ...donor,
    donorEmail: donor.donorEmail.toLowerCase(),
    amount: amountCents,
    currency: DEFAULT_CURRENCY,
    status: 'pending',
    locale,
    paymentReference: randomUUID(),
  });
  let intent: { id: string; clientSecret: string };
  try {
    intent = await gateway.createPaymentIntent({ amountCents, currency: DEFAULT_CURRENCY, donationId: donation.id, reference: donation.paymentReference! });
  } catch (err) {
    deps.logger.warn({ donationId: donation.id }, 'payment intent not created; the donation stays pending');
    throw err;
  }
  await DonationModel.query(deps.knex).patchAndFetchById(donation.id, { stripePaymentIntentId: intent.id, updatedAt: deps.knex.fn.now() });
  return { clientSecret: intent.clientSecret };
}

/** The stored donation of a PaymentIntent, or 404. Cheap: no Stripe call. */
export async function findDonationStatus(knex: Knex, paymentIntentId: string): Promise<DonationStatus> {
  const donation = await DonationModel.query(knex).where({ stripePaymentIntentId: paymentIntentId }).select('status').first();
  if (!donation) throw new DonationNotFoundError();
  return donation.status;
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
