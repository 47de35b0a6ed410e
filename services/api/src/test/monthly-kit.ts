import type { Knex } from 'knex';
import type Koa from 'koa';
import request from 'supertest';
import { apiGet, apiPost, sessionCookie } from './api-client.js';
import { donor, WEBHOOK_SECRET } from './donations-kit.js';
import { signedWebhook, stripeEvent, type FakeStripe } from './fake-stripe.js';
import type { FakeInvoice } from './fake-stripe-billing.js';

/** Starts a monthly gift; returns the response, and the subscription the fake Stripe made for it. */
export async function startMonthly(app: Koa, stripe: FakeStripe, amount: unknown = 25, options: { lang?: 'en' | 'es'; email?: string; headers?: Record<string, string> } = {}) {
  const before = new Set(stripe.billing.subscriptions.keys());
  const res = await apiPost(app, '/api/donations/monthly', { amount, ...donor, ...(options.email ? { donorEmail: options.email } : {}) }, options);
  const subscription = [...stripe.billing.subscriptions.values()].find((s) => !before.has(s.id));
  return { res, subscription };
}

/** Posts a Stripe event to the webhook, signed as Stripe does (or with another secret, or at another time). */
export function deliverEvent(app: Koa, event: object, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const { payload, signature } = signedWebhook(event, secret, timestamp);
  return request(app.callback()).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
}

/** `invoice.paid` for an invoice of the subscription: its first (`subscription_create`) or a renewal. */
export function invoicePaid(stripe: FakeStripe, subscriptionId: string, reason: 'subscription_create' | 'subscription_cycle' = 'subscription_cycle', patch: Partial<FakeInvoice> = {}) {
  const sub = stripe.billing.subscriptions.get(subscriptionId)!;
  const invoice = reason === 'subscription_create' ? stripe.billing.invoices.get(sub.latest_invoice)! : stripe.billing.invoiceFor(subscriptionId);
  Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due }, patch);
  return stripeEvent('invoice.paid', { ...invoice });
}

export function invoiceFailed(stripe: FakeStripe, subscriptionId: string, reason: 'subscription_create' | 'subscription_cycle' = 'subscription_cycle') {
  const invoice = stripe.billing.invoiceFor(subscriptionId, { billing_reason: reason });
  return stripeEvent('invoice.payment_failed', { ...invoice });
}

export function subscriptionDeleted(stripe: FakeStripe, subscriptionId: string) {
  return stripeEvent('customer.subscription.deleted', { ...stripe.billing.subscriptions.get(subscriptionId)!, status: 'canceled' });
}

/** The mails queued to an address of one outbox kind, oldest first. */
export function mailsTo(knex: Knex, to: string, kind: string): Promise<{ subject: string; textBody: string; htmlBody: string }[]> {
  return knex('mail_outbox').where({ toAddress: to, kind }).orderBy('id').select('subject', 'textBody', 'htmlBody');
}

export const giftOf = (knex: Knex, subscriptionId: string) => knex('monthly_gifts').where({ stripeSubscriptionId: subscriptionId }).first();
export const donationsOf = (knex: Knex, subscriptionId: string) => knex('donations').where({ stripeSubscriptionId: subscriptionId }).orderBy('id');

/** Asks for a "Manage my giving" link, from `ip`. */
export const requestGivingLinkAs = (app: Koa, email: string, ip: string, lang?: 'en' | 'es') =>
  apiPost(app, '/api/donations/manage-link', { email }, { lang, headers: { 'X-Forwarded-For': ip } });

/** The path of the link in the newest "Manage my giving" mail to `email`. */
export async function givingLinkFor(knex: Knex, email: string): Promise<string> {
  const [mail] = await knex('mail_outbox').where({ toAddress: email, kind: 'giving-link' }).orderBy('id', 'desc').limit(1);
  const url = new URL(/https?:\/\/\S+\/api\/donations\/manage\/open\?token=[\w-]+/.exec(mail.textBody)![0]);
  return url.pathname + url.search;
}

/** Asks for a link, opens it, and returns the donor session's cookie. */
export async function signInAsDonor(app: Koa, knex: Knex, email: string, ip: string): Promise<string> {
  await requestGivingLinkAs(app, email, ip);
  const res = await apiGet(app, await givingLinkFor(knex, email));
  expect([res.status, res.headers.location]).toEqual([303, '/donate/manage']);
  return sessionCookie(res);
}
