/** The Stripe Billing part of the loopback fake Stripe API: Prices, Customers, Subscriptions, portal sessions. */

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  lookup_key: string | null;
  recurring: { interval: string };
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  currency: string;
  amount_due: number;
  amount_paid: number;
  billing_reason: string;
  status: string;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
  confirmation_secret?: { type: 'payment_intent'; client_secret: string };
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; price: FakePrice }[] };
  latest_invoice: string;
}

export interface FakeBilling {
  prices: Map<string, FakePrice>;
  customers: Map<string, { id: string; object: 'customer'; email: string; name: string }>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  /** A new invoice of a subscription at its current price, as Stripe makes each month (`subscription_cycle`). */
  invoiceFor(subscriptionId: string, patch?: Partial<FakeInvoice>): FakeInvoice;
}

/** The PaymentIntent that pays an invoice in this fake (Stripe's own ids are letters and digits after `pi_`). */
export const paymentIntentOfInvoice = (invoiceId: string) => `pi_${invoiceId.replace(/[^A-Za-z0-9]/g, '')}`;

type Answer = { status: number; body: unknown } | undefined;
const missing = (what: string): Answer => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } } });
const prefixed = (form: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (k.startsWith(`${prefix}[`) ? [[k.slice(prefix.length + 1, -1), v]] : [])));

export function createFakeBilling(): FakeBilling & { handle(method: string, path: string, params: Record<string, string>, idempotencyKey?: string): Answer } {
  const prices = new Map<string, FakePrice>();
  const customers: FakeBilling['customers'] = new Map();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const byKey = new Map<string, unknown>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}${Date.now()}`;

  function invoiceFor(subscriptionId: string, patch: Partial<FakeInvoice> = {}): FakeInvoice {
    const subscription = subscriptions.get(subscriptionId)!;
    const price = subscription.items.data[0]!.price;
    const invoice: FakeInvoice = {
      id: nextId('in'),
      object: 'invoice',
      customer: subscription.customer,
      currency: price.currency,
      amount_due: price.unit_amount,
      amount_paid: 0,
      billing_reason: 'subscription_cycle',
      status: 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } } },
      ...patch,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function createSubscription(params: Record<string, string>): FakeSubscription {
    const price = prices.get(params['items[0][price]'] ?? '');
    if (!price || !customers.has(params.customer ?? '')) throw new Error('fake: unknown price or customer');
    const id = nextId('sub');
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      customer: params.customer!,
      status: 'incomplete',
      metadata: prefixed(params, 'metadata'),
      items: { object: 'list', data: [{ id: nextId('si'), object: 'subscription_item', price }] },
      latest_invoice: '',
    };
    subscriptions.set(id, subscription);
    const invoice = invoiceFor(id, { billing_reason: 'subscription_create' });
    invoice.confirmation_secret = { type: 'payment_intent', client_secret: `${paymentIntentOfInvoice(invoice.id)}_secret_fake` };
    subscription.latest_invoice = invoice.id;
    return subscription;
  }

  const expanded = (subscription: FakeSubscription, params: Record<string, string>) =>
    Object.values(params).includes('latest_invoice.confirmation_secret') ? { ...subscription, latest_invoice: invoices.get(subscription.latest_invoice) } : subscription;

  function once<T>(key: string | undefined, make: () => T): T {
    if (key && byKey.has(key)) return byKey.get(key) as T;
    const made = make();
    if (key) byKey.set(key, made);
    return made;
  }

  function handle(method: string, path: string, params: Record<string, string>, idempotencyKey?: string): Answer {
    const [, resource, id] = path.split('/').slice(1);
    if (method === 'GET' && path === '/v1/prices') {
      const keys = Object.entries(params).filter(([k]) => k.startsWith('lookup_keys[')).map(([, v]) => v);
      return { status: 200, body: { object: 'list', has_more: false, data: [...prices.values()].filter((p) => p.active && keys.includes(p.lookup_key ?? '')) } };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = once(idempotencyKey, () => {
        const made: FakePrice = { id: nextId('price'), object: 'price', active: true, currency: params.currency!, unit_amount: Number(params.unit_amount), lookup_key: params.lookup_key ?? null, recurring: { interval: params['recurring[interval]']! } };
        prices.set(made.id, made);
        return made;
      });
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = once(idempotencyKey, () => {
        const made = { id: nextId('cus'), object: 'customer' as const, email: params.email!, name: params.name! };
        customers.set(made.id, made);
        return made;
      });
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/subscriptions') return { status: 200, body: expanded(once(idempotencyKey, () => createSubscription(params)), params) };
    if (method === 'GET' && path === '/v1/invoice_payments') {
      // Which invoice a PaymentIntent paid (a charge no longer names its invoice).
      const intent = params['payment[payment_intent]'];
      const paid = [...invoices.values()].filter((invoice) => invoice.status === 'paid' && paymentIntentOfInvoice(invoice.id) === intent);
      const data = paid.map((invoice) => ({ id: `inpay_${invoice.id}`, object: 'invoice_payment', invoice: invoice.id, status: 'paid', payment: { type: 'payment_intent', payment_intent: intent } }));
      return { status: 200, body: { object: 'list', has_more: false, data } };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(params.customer ?? '')) return missing('customer');
      return { status: 200, body: { id: nextId('bps'), object: 'billing_portal.session', url: `https://billing.stripe.com/p/session/test_${counter}`, return_url: params.return_url } };
    }
    if (resource !== 'subscriptions' || !id) return undefined;
    const subscription = subscriptions.get(decodeURIComponent(id));
    if (!subscription) return missing('subscription');
    if (method === 'GET') return { status: 200, body: subscription };
    if (method === 'DELETE') {
      subscription.status = 'canceled';
      return { status: 200, body: subscription };
    }
    const price = prices.get(params['items[0][price]'] ?? '');
    if (method === 'POST' && price) subscription.items.data[0]!.price = price;
    return { status: 200, body: subscription };
  }

  return { prices, customers, subscriptions, invoices, invoiceFor, handle };
}
