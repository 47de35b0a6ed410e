import type Stripe from 'stripe';
import type { Locale } from '@reentry/contracts/locale';

/** What starting a monthly gift asks of Stripe: the amount is the server's, in cents. */
export interface NewSubscription {
  amountCents: number;
  currency: string;
  donorEmail: string;
  donorName: string;
  locale: Locale;
  /** The donor's Stripe Customer from an earlier monthly gift, if any: one Customer per email. */
  customerId: string | null;
  giftId: number;
  /** The gift's random reference: idempotency keys and metadata. */
  reference: string;
}

export interface StartedSubscription {
  customerId: string;
  subscriptionId: string;
  /** For the Payment Element: confirms the first invoice's payment. */
  clientSecret: string;
  /** That payment's PaymentIntent: the part of the client secret before `_secret_`. */
  paymentIntentId: string;
}

/** The Stripe Billing calls of monthly giving; errors come out as our typed 502/503 errors. */
export interface BillingGateway {
  startSubscription(input: NewSubscription): Promise<StartedSubscription>;
  /** Moves the subscription to the server's Price for this amount, from the next month on (no proration). */
  changeSubscriptionAmount(subscriptionId: string, amountCents: number, currency: string): Promise<void>;
  /** Ends the subscription now (no more invoices). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** A Customer Portal session where the donor updates their card; returns its one-time URL. */
  cardUpdateUrl(customerId: string, returnUrl: string, locale: Locale): Promise<string>;
  /** The invoice a PaymentIntent paid, if any (a charge no longer names its invoice since API 2025-03-31). */
  invoiceOfPaymentIntent(paymentIntentId: string): Promise<string | undefined>;
}

type ProviderError = (err: unknown, call: string) => Error;

/** The Price a monthly amount is charged with: one per currency and amount, found by its lookup key. */
export const monthlyPriceKey = (currency: string, amountCents: number) => `monthly-gift-${currency}-${amountCents}`;

export function createBillingCalls(stripe: Stripe, fail: ProviderError): BillingGateway {
  const prices = new Map<string, string>();

  async function call<T>(name: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw fail(err, name);
    }
  }

  async function monthlyPrice(currency: string, amountCents: number): Promise<string> {
    const lookupKey = monthlyPriceKey(currency, amountCents);
    const known = prices.get(lookupKey);
    if (known) return known;
    const found = await call('prices.list', () => stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }));
    const price =
      found.data[0] ??
      (await call('prices.create', () =>
        stripe.prices.create(
          { currency, unit_amount: amountCents, recurring: { interval: 'month' }, lookup_key: lookupKey, product_data: { name: 'Monthly gift' } },
          { idempotencyKey: `price-${lookupKey}` },
        ),
      ));
    if (price.unit_amount !== amountCents || price.currency !== currency) throw fail(new Error('price mismatch'), 'prices.lookup');
    prices.set(lookupKey, price.id);
    return price.id;
  }

  async function customerFor(input: NewSubscription): Promise<string> {
    if (input.customerId) return input.customerId;
    const customer = await call('customers.create', () =>
      stripe.customers.create(
        { email: input.donorEmail, name: input.donorName, preferred_locales: [input.locale], metadata: { monthly_gift_reference: input.reference } },
        { idempotencyKey: `customer-${input.reference}` },
      ),
    );
    return customer.id;
  }

  return {
    async startSubscription(input) {
      const price = await monthlyPrice(input.currency, input.amountCents);
      const customerId = await customerFor(input);
      const subscription = await call('subscriptions.create', () =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { monthly_gift_id: String(input.giftId), monthly_gift_reference: input.reference },
            expand: ['latest_invoice.confirmation_secret'],
          },
          { idempotencyKey: `subscription-${input.reference}` },
        ),
      );
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw fail(new Error('subscription without a confirmation secret'), 'subscriptions.create');
      return { customerId, subscriptionId: subscription.id, clientSecret, paymentIntentId: clientSecret.split('_secret_')[0]! };
    },

    async changeSubscriptionAmount(subscriptionId, amountCents, currency) {
      const price = await monthlyPrice(currency, amountCents);
      const subscription = await call('subscriptions.retrieve', () => stripe.subscriptions.retrieve(subscriptionId));
      const item = subscription.items.data[0];
      if (!item) throw fail(new Error('subscription without items'), 'subscriptions.retrieve');
      await call('subscriptions.update', () =>
        stripe.subscriptions.update(subscriptionId, { items: [{ id: item.id, price }], proration_behavior: 'none' }),
      );
    },

    async cancelSubscription(subscriptionId) {
      await call('subscriptions.cancel', () => stripe.subscriptions.cancel(subscriptionId));
    },

    async cardUpdateUrl(customerId, returnUrl, locale) {
      const session = await call('billingPortal.sessions.create', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale }),
      );
      return session.url;
    },

    async invoiceOfPaymentIntent(paymentIntentId) {
      const payments = await call('invoicePayments.list', () =>
        stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 }),
      );
      const invoice = payments.data[0]?.invoice;
      return typeof invoice === 'string' ? invoice : invoice?.id;
    },
  };
}
