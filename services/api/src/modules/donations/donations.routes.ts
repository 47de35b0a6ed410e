import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { createPaymentIntentRequestSchema, recordDonationRequestSchema } from '@reentry/contracts/donations';
import { createMonthlyGiftRequestSchema } from '@reentry/contracts/monthly-giving';
import { requestLocale } from '../../i18n/translate.js';
import { noStore } from '../../middleware/no-store.js';
import { parseBody, requestBody } from '../../validation.js';
import type { AccessDeps } from '../../middleware/require-role.js';
import type { IdempotentRunner } from '../idempotency/with-idempotency.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { confirmDonation, findDonationStatus, paymentIntentFor, requireGateway, storePendingDonation, type DonationsDeps } from './donations.service.js';
import { storeIncompleteGift, subscriptionFor } from './monthly-gifts.service.js';
import { handleStripeEvent } from './stripe-webhook.service.js';

export interface DonationRouteDeps extends DonationsDeps, AccessDeps {
  rateLimiter: RateLimiter;
  idempotent: IdempotentRunner;
}

/** A random key kept in the visitor's session, so card-testing limits also hold per browser session. */
function sessionRateKey(ctx: Context): string {
  const session = ctx.session as { userId?: number; donationKey?: string };
  if (typeof session.userId === 'number') return `user:${session.userId}`;
  session.donationKey ??= randomBytes(16).toString('base64url');
  return `session:${session.donationKey}`;
}

export function donationsRoutes(deps: DonationRouteDeps): Router {
  const { knex, rateLimiter } = deps;
  const paymentIntentSchema = createPaymentIntentRequestSchema(deps.settings.maxAmountCents);
  const monthlyGiftSchema = createMonthlyGiftRequestSchema(deps.settings.maxAmountCents);
  const router = new Router();

  router.post('/api/create-payment-intent', noStore, async (ctx) => {
    requireGateway(deps);
    const input = parseBody(paymentIntentSchema, ctx);
    const locale = requestLocale(ctx);
    // The donate page sends one Idempotency-Key per donor attempt: a double tap or a retry gets the same
    // client secret, with one donation and one PaymentIntent. Stripe is asked after the commit.
    await deps.idempotent.respond(ctx, {
      scope: 'payment-intents',
      request: { input, locale },
      status: 200,
      limits: [
        { rule: 'paymentIntentPerIp', subject: ctx.ip },
        { rule: 'paymentIntentPerSession', subject: sessionRateKey(ctx) },
      ],
      run: (trx) => storePendingDonation(trx, input, locale),
      deliver: (start) => paymentIntentFor(deps, start),
    });
  });

  router.post('/api/donations/monthly', noStore, async (ctx) => {
    requireGateway(deps);
    const input = parseBody(monthlyGiftSchema, ctx);
    const locale = requestLocale(ctx);
    // As for one-time gifts: one Idempotency-Key per donor attempt, the gift stored first, Stripe asked after
    // the commit. Every limit is counted before Stripe sees anything (card testing).
    await deps.idempotent.respond(ctx, {
      scope: 'monthly-gifts',
      request: { input, locale },
      status: 200,
      limits: [
        { rule: 'monthlyGiftPerIp', subject: ctx.ip },
        { rule: 'monthlyGiftPerEmail', subject: input.donorEmail.toLowerCase() },
        { rule: 'monthlyGiftTotal', subject: 'site' },
        { rule: 'paymentIntentPerSession', subject: sessionRateKey(ctx) },
      ],
      run: (trx) => storeIncompleteGift(trx, input, locale),
      deliver: (start) => subscriptionFor(deps, start),
    });
  });

  router.post('/api/donations', noStore, async (ctx) => {
    requireGateway(deps);
    const { stripePaymentIntentId } = parseBody(recordDonationRequestSchema, ctx);
    const stored = await findDonationStatus(knex, stripePaymentIntentId);
    // Succeeded and refunded are settled, and only Stripe's webhook records a monthly payment; a pending or
    // failed one-time gift (the donor may have retried) asks Stripe.
    if (stored.status === 'succeeded' || stored.status === 'refunded' || stored.frequency === 'monthly') {
      ctx.body = stored;
      return;
    }
    await rateLimiter.consume([{ rule: 'donationConfirmPerIp', subject: ctx.ip }]);
    ctx.body = { status: await confirmDonation(deps, stripePaymentIntentId), frequency: 'once' };
  });

  router.post('/api/stripe/webhook', noStore, async (ctx) => {
    const gateway = requireGateway(deps);
    requestBody(ctx);
    const rawBody = (ctx.request as { rawBody?: unknown }).rawBody;
    const event = gateway.verifyWebhook(typeof rawBody === 'string' ? rawBody : '', ctx.get('Stripe-Signature') || undefined);
    const outcome = await handleStripeEvent(deps, event);
    deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook');
    ctx.body = { received: true };
  });

  return router;
}
