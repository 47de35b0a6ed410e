import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { applyPaymentIntent, changeStatus, lockDonationForIntent } from './donation-settlement.js';
import { DonationModel } from './donations.model.js';
import { requireGateway, settlementDeps, type DonationsDeps } from './donations.service.js';
import { applyMonthlyEvent, idOf, MONTHLY_EVENTS } from './monthly-webhook.js';
import { toPaymentIntentView } from './stripe-gateway.js';

/** The events that change a donation; Stripe sends only what the endpoint subscribes to, but we check. */
export const HANDLED_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded']);

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * The invoice a refunded charge paid, for a monthly payment (its donation has no PaymentIntent id): the
 * charge names it only under API versions before 2025-03-31, so otherwise Stripe is asked which invoice
 * the PaymentIntent paid. Asked before the transaction, and only when no donation has that PaymentIntent.
 */
async function refundedInvoiceOf(deps: DonationsDeps, event: Stripe.Event, intentId: string | undefined): Promise<string | undefined> {
  if (event.type !== 'charge.refunded' || !intentId) return undefined;
  const named = idOf((event.data.object as { invoice?: string | { id: string } | null }).invoice);
  if (named) return named;
  if (await DonationModel.query(deps.knex).where({ stripePaymentIntentId: intentId }).first()) return undefined;
  return requireGateway(deps).invoiceOfPaymentIntent(intentId);
}

async function lockDonation(trx: Knex.Transaction, event: Stripe.Event, intentId: string | undefined, invoiceId: string | undefined): Promise<DonationModel | undefined> {
  const metadata = event.type.startsWith('payment_intent.') ? toPaymentIntentView(event.data.object as Stripe.PaymentIntent) : {};
  const donation = intentId ? await lockDonationForIntent(trx, intentId, metadata) : undefined;
  if (donation || !invoiceId) return donation;
  return DonationModel.query(trx).where({ stripeInvoiceId: invoiceId }).forUpdate().first();
}

function paymentIntentIdOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
  if (object.object === 'payment_intent') return object.id;
  return idOf(object.payment_intent);
}

/**
 * Applies a verified Stripe event exactly once: its id is recorded in the transaction that updates the
 * donation, so a replay (Stripe retries, or an attacker resending a captured request) changes nothing.
 * If applying fails, the id is rolled back with everything else and Stripe's retry tries again.
 */
export async function handleStripeEvent(deps: DonationsDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  if (!HANDLED_EVENTS.has(event.type) && !MONTHLY_EVENTS.has(event.type)) return 'ignored';
  const settle = settlementDeps(deps);
  const intentId = MONTHLY_EVENTS.has(event.type) ? undefined : paymentIntentIdOf(event);
  const invoiceId = await refundedInvoiceOf(deps, event, intentId);
  return deps.knex.transaction(async (trx) => {
    const fresh = await trx('stripe_events').insert({ id: event.id, type: event.type }).onConflict('id').ignore().returning('id');
    if (fresh.length === 0) return 'replayed';
    if (MONTHLY_EVENTS.has(event.type)) {
      const donationId = await applyMonthlyEvent(trx, event, settle);
      if (donationId) await trx('stripe_events').where({ id: event.id }).update({ donationId });
      return 'applied';
    }

    const donation = await lockDonation(trx, event, intentId, invoiceId);
    if (!donation) {
      // Another product on the same Stripe account, or a test event: recorded, nothing to change.
      deps.logger.info({ eventId: event.id, type: event.type, paymentIntentId: intentId }, 'Stripe event for no known donation');
      return 'applied';
    }
    await trx('stripe_events').where({ id: event.id }).update({ donationId: donation.id });

    if (event.type === 'payment_intent.succeeded') {
      await applyPaymentIntent(trx, donation, toPaymentIntentView(event.data.object as Stripe.PaymentIntent), settle);
    } else if (event.type === 'payment_intent.payment_failed') {
      await changeStatus(trx, donation, 'failed', settle);
    } else {
      const charge = event.data.object as Stripe.Charge;
      // Partial refunds keep the donation succeeded and record how much went back; a full one refunds it.
      const amountRefunded = Math.min(Math.max(donation.amountRefunded, charge.amount_refunded ?? 0), donation.amount);
      const updated = await DonationModel.query(trx).patchAndFetchById(donation.id, { amountRefunded, updatedAt: trx.fn.now() });
      if (charge.refunded) await changeStatus(trx, updated, 'refunded', settle);
    }
    return 'applied';
  });
}
