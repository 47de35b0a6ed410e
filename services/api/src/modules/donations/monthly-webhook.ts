import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { writeAudit } from '../audit/audit.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { onDonationSucceeded, type SettlementDeps } from './donation-settlement.js';
import { DonationModel } from './donations.model.js';
import { MonthlyGiftModel } from './monthly-gift.model.js';
import { monthlyGiftMail } from './monthly-mails.js';

/** The Stripe Billing events that change a monthly gift. */
export const MONTHLY_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed', 'customer.subscription.updated', 'customer.subscription.deleted']);

interface GiftRef {
  subscriptionId: string | undefined;
  metadata: Record<string, string>;
}

export const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

function giftRefOf(event: Stripe.Event): GiftRef {
  if (event.type.startsWith('customer.subscription.')) {
    const subscription = event.data.object as Stripe.Subscription;
    return { subscriptionId: subscription.id, metadata: subscription.metadata ?? {} };
  }
  const details = (event.data.object as Stripe.Invoice).parent?.subscription_details;
  return { subscriptionId: idOf(details?.subscription), metadata: details?.metadata ?? {} };
}

/**
 * Locks the gift a subscription belongs to: by its stored id or, should the id never have been stored (a
 * crash right after Stripe answered), by the gift id and random reference the subscription's metadata carries.
 */
async function lockGift(trx: Knex.Transaction, { subscriptionId, metadata }: GiftRef): Promise<MonthlyGiftModel | undefined> {
  if (!subscriptionId) return undefined;
  const bySubscription = await MonthlyGiftModel.query(trx).where({ stripeSubscriptionId: subscriptionId }).forUpdate().first();
  const giftId = Number(metadata.monthly_gift_id);
  if (bySubscription || !Number.isSafeInteger(giftId) || giftId < 1 || !metadata.monthly_gift_reference) return bySubscription;
  const byMetadata = await MonthlyGiftModel.query(trx)
    .findById(giftId)
    .where({ reference: metadata.monthly_gift_reference })
    .whereNull('stripeSubscriptionId')
    .forUpdate();
  return byMetadata && MonthlyGiftModel.query(trx).patchAndFetchById(byMetadata.id, { stripeSubscriptionId: subscriptionId });
}

/**
 * A paid invoice is one succeeded donation (the invoice id is unique) with its receipt, in the donor's
 * language, queued in the same transaction. The amount is what Stripe took for the server's Price.
 */
async function invoicePaid(trx: Knex.Transaction, gift: MonthlyGiftModel, invoice: Stripe.Invoice, deps: SettlementDeps): Promise<number | undefined> {
  if (invoice.amount_paid <= 0 || invoice.currency !== gift.currency) {
    deps.logger.warn({ monthlyGiftId: gift.id, invoiceId: invoice.id, amountPaid: invoice.amount_paid, currency: invoice.currency }, 'paid invoice not recorded as a donation');
    return undefined;
  }
  const [row] = (await trx('donations')
    .insert({
      donorName: gift.donorName,
      donorEmail: gift.donorEmail,
      donorPhone: gift.donorPhone,
      donorAddress: gift.donorAddress,
      message: gift.message,
      isAnonymous: gift.isAnonymous,
      locale: gift.locale,
      amount: invoice.amount_paid,
      currency: invoice.currency,
      status: 'succeeded',
      succeededAt: trx.fn.now(),
      monthlyGiftId: gift.id,
      stripeInvoiceId: invoice.id,
      stripeSubscriptionId: gift.stripeSubscriptionId,
      // The first payment's PaymentIntent: the bank-page return and a refund of it find this donation by it.
      stripePaymentIntentId: invoice.billing_reason === 'subscription_create' ? gift.firstPaymentIntentId : null,
    })
    .onConflict('stripeInvoiceId')
    .ignore()
    .returning('id')) as { id: number }[];
  if (row) await onDonationSucceeded(trx, await DonationModel.query(trx).findById(row.id).throwIfNotFound(), deps);
  if (gift.status !== 'cancelled') {
    await MonthlyGiftModel.query(trx).patchAndFetchById(gift.id, { status: 'active', startedAt: gift.startedAt ?? trx.fn.now(), updatedAt: trx.fn.now() });
  }
  return row?.id;
}

/** A failed renewal mails the donor the way to fix their card; a failed first payment is on the donor's screen. */
async function paymentFailed(trx: Knex.Transaction, gift: MonthlyGiftModel, invoice: Stripe.Invoice, deps: SettlementDeps): Promise<void> {
  if (invoice.billing_reason === 'subscription_create' || gift.status === 'cancelled') return;
  await MonthlyGiftModel.query(trx).patchAndFetchById(gift.id, { status: 'past_due', updatedAt: trx.fn.now() });
  const outboxId = await enqueueMail(trx, monthlyGiftMail('cardFailed', gift, deps.publicUrl));
  deps.logger.info({ monthlyGiftId: gift.id, outboxId }, 'monthly gift payment failed: donor told');
}

/** The subscription ended (the donor stopped it, or Stripe gave up on the card): no more gifts. */
async function subscriptionDeleted(trx: Knex.Transaction, gift: MonthlyGiftModel, deps: SettlementDeps): Promise<void> {
  if (gift.status === 'cancelled') return;
  await MonthlyGiftModel.query(trx).patchAndFetchById(gift.id, { status: 'cancelled', cancelledAt: trx.fn.now(), updatedAt: trx.fn.now() });
  // A gift that never started (its first payment never went through) ends quietly.
  if (gift.status !== 'incomplete') await enqueueMail(trx, monthlyGiftMail('ended', gift, deps.publicUrl));
  deps.logger.info({ monthlyGiftId: gift.id }, 'monthly gift ended');
}

/**
 * An amount or status changed at Stripe (the Dashboard, the Customer Portal, Stripe's retries): the gift
 * follows. The amount is the subscription item's Price; a status Stripe ends with ends the gift as a deletion
 * does. An event older than the latest one applied changes nothing (Stripe does not promise their order).
 */
async function subscriptionUpdated(trx: Knex.Transaction, gift: MonthlyGiftModel, event: Stripe.Event, deps: SettlementDeps): Promise<void> {
  const subscription = event.data.object as Stripe.Subscription;
  const created = new Date(event.created * 1000);
  if (gift.status === 'cancelled' || (gift.stripeSyncedAt && new Date(gift.stripeSyncedAt) > created)) return;
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return subscriptionDeleted(trx, gift, deps);
  const price = subscription.items?.data[0]?.price;
  const amount = price && price.currency === gift.currency && Number.isSafeInteger(price.unit_amount) && price.unit_amount! > 0 ? price.unit_amount! : gift.amount;
  const status = subscription.status === 'active' ? 'active' : subscription.status === 'past_due' || subscription.status === 'unpaid' ? 'past_due' : gift.status;
  await MonthlyGiftModel.query(trx).patchAndFetchById(gift.id, {
    amount,
    status,
    startedAt: status === 'active' ? (gift.startedAt ?? trx.fn.now()) : gift.startedAt,
    stripeSyncedAt: created,
    updatedAt: trx.fn.now(),
  });
  if (amount === gift.amount && status === gift.status) return;
  const detail = { by: 'stripe', event: event.id, fromAmount: gift.amount, toAmount: amount, fromStatus: gift.status, toStatus: status };
  await writeAudit(trx, { actor: null, action: 'monthly_gift.updated', targetType: 'monthly_gift', targetId: gift.id, detail });
  deps.logger.info({ monthlyGiftId: gift.id, ...detail }, 'monthly gift updated by Stripe');
}

/** Applies a verified, first-seen Billing event in the caller's transaction; returns the donation it made, if any. */
export async function applyMonthlyEvent(trx: Knex.Transaction, event: Stripe.Event, deps: SettlementDeps): Promise<number | undefined> {
  const ref = giftRefOf(event);
  const gift = await lockGift(trx, ref);
  if (!gift) {
    deps.logger.info({ eventId: event.id, type: event.type, subscriptionId: ref.subscriptionId }, 'Stripe event for no known monthly gift');
    return undefined;
  }
  if (event.type === 'invoice.paid') return invoicePaid(trx, gift, event.data.object as Stripe.Invoice, deps);
  if (event.type === 'invoice.payment_failed') await paymentFailed(trx, gift, event.data.object as Stripe.Invoice, deps);
  else if (event.type === 'customer.subscription.updated') await subscriptionUpdated(trx, gift, event, deps);
  else await subscriptionDeleted(trx, gift, deps);
  return undefined;
}
