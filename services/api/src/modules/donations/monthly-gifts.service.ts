import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { DEFAULT_CURRENCY } from '@reentry/contracts/constants';
import type { DonationInput } from '@reentry/contracts/donations';
import type { Locale } from '@reentry/contracts/locale';
import type { AdminMonthlyDonors } from '@reentry/contracts/monthly-giving';
import { requireGateway, type DonationsDeps } from './donations.service.js';
import { MonthlyGiftModel } from './monthly-gift.model.js';

/** What `POST /api/donations/monthly` keeps for a retry: the stored gift, then its client secret. */
export type MonthlyGiftStart = { monthlyGiftId: number } | { clientSecret: string };

/**
 * Stores an incomplete monthly gift (in the caller's transaction, with the Idempotency-Key that asked for
 * it) before Stripe is asked. Its random reference is the idempotency key of its Customer and Subscription.
 */
export async function storeIncompleteGift(trx: Knex, input: DonationInput, locale: Locale): Promise<MonthlyGiftStart> {
  const { amountCents, ...donor } = input;
  const gift = await MonthlyGiftModel.query(trx).insertAndFetch({
    ...donor,
    donorEmail: donor.donorEmail.toLowerCase(),
    amount: amountCents,
    currency: DEFAULT_CURRENCY,
    status: 'incomplete',
    locale,
    reference: randomUUID(),
  });
  return { monthlyGiftId: gift.id };
}

/** The donor's Stripe Customer from an earlier gift: one Customer per email address. */
async function knownCustomer(knex: Knex, email: string): Promise<string | null> {
  const earlier = await MonthlyGiftModel.query(knex).where({ donorEmail: email }).whereNotNull('stripeCustomerId').orderBy('id').select('stripeCustomerId').first();
  return earlier?.stripeCustomerId ?? null;
}

/**
 * The subscription of a stored gift, at the server's Price for the stored amount; keeps the Customer and
 * Subscription ids. A retry (Stripe failed or timed out) repeats the same idempotency keys, so Stripe
 * answers with the same objects. Only the first invoice's client secret goes back to the browser.
 */
export async function subscriptionFor(deps: DonationsDeps, start: MonthlyGiftStart): Promise<{ clientSecret: string }> {
  if ('clientSecret' in start) return start;
  const gateway = requireGateway(deps);
  const gift = await MonthlyGiftModel.query(deps.knex).findById(start.monthlyGiftId);
  if (!gift) throw new Error(`monthly gift ${start.monthlyGiftId} vanished`);
  try {
    const started = await gateway.startSubscription({
      amountCents: gift.amount,
      currency: gift.currency,
      donorEmail: gift.donorEmail,
      donorName: gift.donorName,
      locale: gift.locale,
      customerId: gift.stripeCustomerId ?? (await knownCustomer(deps.knex, gift.donorEmail)),
      giftId: gift.id,
      reference: gift.reference,
    });
    await MonthlyGiftModel.query(deps.knex).patchAndFetchById(gift.id, {
      stripeCustomerId: started.customerId,
      stripeSubscriptionId: started.subscriptionId,
      firstPaymentIntentId: started.paymentIntentId,
      updatedAt: deps.knex.fn.now(),
    });
    return { clientSecret: started.clientSecret };
  } catch (err) {
    deps.logger.warn({ monthlyGiftId: gift.id }, 'subscription not started; the monthly gift stays incomplete');
    throw err;
  }
}

/** Running monthly gifts (active, or a renewal failed and Stripe is still retrying), newest start first. */
export async function runningMonthlyGifts(knex: Knex): Promise<AdminMonthlyDonors> {
  const gifts = await MonthlyGiftModel.query(knex).whereIn('status', ['active', 'past_due']).orderBy([{ column: 'startedAt', order: 'desc' }, { column: 'id', order: 'desc' }]);
  return {
    items: gifts.map((g) => ({
      id: g.id,
      donorName: g.donorName,
      donorEmail: g.donorEmail,
      amount: g.amount,
      currency: g.currency,
      status: g.status,
      startedAt: g.startedAt ? new Date(g.startedAt).toISOString() : null,
      stripeSubscriptionId: g.stripeSubscriptionId,
    })),
    totalMonthlyCents: gifts.filter((g) => g.status === 'active').reduce((sum, g) => sum + g.amount, 0),
  };
}
