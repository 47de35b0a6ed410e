/**
 * The Stripe Billing calls of a monthly gift, for the e2e fake Stripe API (fake-stripe-api.ts): Prices by
 * lookup key, Customers, Subscriptions whose first invoice carries a PaymentIntent the browser's fake
 * Stripe.js confirms, subscription updates and cancels, Customer Portal sessions. Server calls only.
 */

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; price: { id: string; unit_amount: number; currency: string } }[] };
  latest_invoice: string;
}

/** An invoice as Stripe sends it in `invoice.*` events (the fields the site reads). */
export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  currency: string;
  amount_due: number;
  amount_paid: number;
  billing_reason: string;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
  confirmation_secret: { type: 'payment_intent'; client_secret: string } | null;
}

export interface FakeBilling {
  subscriptions: Map<string, FakeSubscription>;
  /** The invoice Stripe would send as `invoice.paid` for the subscription: its first, or a new renewal. */
  paidInvoice(subscriptionId: string, reason?: 'subscription_create' | 'subscription_cycle'): FakeInvoice;
}

type Answer = { status: number; body: unknown } | undefined;
const metadataOf = (form: URLSearchParams) => Object.fromEntries([...form].flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : [])));

/** `newIntent` makes a PaymentIntent in the fake's own store and answers its client secret. */
export function createFakeBilling(newIntent: (amount: number, currency: string) => string): FakeBilling & { handle(method: string, path: string, form: URLSearchParams, key?: string): Answer } {
  const prices = new Map<string, { id: string; object: 'price'; unit_amount: number; currency: string; lookup_key: string; active: boolean }>();
  const customers = new Set<string>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const byKey = new Map<string, unknown>();
  let counter = 0;
  const id = (prefix: string) => `${prefix}_e2e${Date.now().toString(36)}${++counter}`;
  const once = <T>(key: string | undefined, make: () => T): T => {
    if (key && byKey.has(key)) return byKey.get(key) as T;
    const made = make();
    if (key) byKey.set(key, made);
    return made;
  };

  function invoiceOf(subscription: FakeSubscription, billingReason: string): FakeInvoice {
    const { unit_amount: amount, currency } = subscription.items.data[0]!.price;
    const invoice: FakeInvoice = {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      currency,
      amount_due: amount,
      amount_paid: 0,
      billing_reason: billingReason,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      confirmation_secret: billingReason === 'subscription_create' ? { type: 'payment_intent', client_secret: newIntent(amount, currency) } : null,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function createSubscription(form: URLSearchParams): FakeSubscription {
    const price = prices.get(form.get('items[0][price]') ?? '')!;
    const subscription: FakeSubscription = {
      id: id('sub'),
      object: 'subscription',
      customer: form.get('customer') ?? '',
      status: 'incomplete',
      metadata: metadataOf(form),
      items: { object: 'list', data: [{ id: id('si'), price }] },
      latest_invoice: '',
    };
    subscriptions.set(subscription.id, subscription);
    subscription.latest_invoice = invoiceOf(subscription, 'subscription_create').id;
    return subscription;
  }

  function handle(method: string, path: string, form: URLSearchParams, key?: string): Answer {
    if (method === 'GET' && path === '/v1/prices') {
      const keys = [...form].filter(([k]) => k.startsWith('lookup_keys[')).map(([, v]) => v);
      return { status: 200, body: { object: 'list', has_more: false, data: [...prices.values()].filter((p) => keys.includes(p.lookup_key)) } };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = once(key, () => ({ id: id('price'), object: 'price' as const, unit_amount: Number(form.get('unit_amount')), currency: form.get('currency') ?? '', lookup_key: form.get('lookup_key') ?? '', active: true }));
      prices.set(price.id, price);
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = once(key, () => ({ id: id('cus'), object: 'customer', email: form.get('email') }));
      customers.add(customer.id);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const subscription = once(key, () => createSubscription(form));
      return { status: 200, body: { ...subscription, latest_invoice: invoices.get(subscription.latest_invoice) } };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return { status: 200, body: { id: id('bps'), object: 'billing_portal.session', url: `${form.get('return_url')}?portal=fake` } };
    }
    const match = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(path);
    const subscription = match ? subscriptions.get(match[1]!) : undefined;
    if (!subscription) return undefined;
    if (method === 'DELETE') subscription.status = 'canceled';
    const price = prices.get(form.get('items[0][price]') ?? '');
    if (method === 'POST' && price) subscription.items.data[0]!.price = price;
    return { status: 200, body: subscription };
  }

  return {
    subscriptions,
    paidInvoice(subscriptionId, reason = 'subscription_cycle') {
      const subscription = subscriptions.get(subscriptionId)!;
      const invoice = reason === 'subscription_create' ? invoices.get(subscription.latest_invoice)! : invoiceOf(subscription, reason);
      return Object.assign(invoice, { amount_paid: invoice.amount_due });
    },
    handle,
  };
}
