// A stand-in for the part of Stripe.js the donate page uses, for Jest (Stripe.js itself never loads in tests).

type Handler = (event?: unknown) => void;

export interface FakeStripeOptions {
  /** What confirmPayment answers: a PaymentIntent status, or an error message (a declined card). */
  confirm?: { status: string } | { error: string };
  /** What retrievePaymentIntent answers (after a redirect). */
  retrieve?: { status: string; message?: string };
}

export interface FakeStripe {
  stripe: Record<string, unknown>;
  calls: { method: string; args: unknown[] }[];
}

export function fakeStripe({ confirm = { status: 'succeeded' }, retrieve = { status: 'succeeded' } }: FakeStripeOptions = {}): FakeStripe {
  const calls: FakeStripe['calls'] = [];
  const record = (method: string, args: unknown[]) => calls.push({ method, args });
  const intentOf = (clientSecret: string, status: string, message?: string) => ({
    id: clientSecret.split('_secret_')[0],
    status,
    last_payment_error: message ? { message } : null,
  });
  let secret = '';

  const element = () => {
    const handlers = new Map<string, Handler[]>();
    return {
      mount(node: HTMLElement) {
        record('mount', []);
        node.innerHTML = '<label>Card number <input name="card" /></label>';
        setTimeout(() => handlers.get('ready')?.forEach((handler) => handler()), 0);
      },
      on(name: string, handler: Handler) {
        handlers.set(name, [...(handlers.get(name) ?? []), handler]);
      },
      off() {},
      update() {},
      destroy() {},
    };
  };

  const stripe = {
    elements(options: { clientSecret: string; locale: string }) {
      record('elements', [options]);
      secret = options.clientSecret;
      return { create: (type: string) => (record('create', [type]), element()), update() {}, submit: async () => ({}) };
    },
    createToken() {},
    createPaymentMethod() {},
    confirmCardPayment() {},
    _registerWrapper() {},
    registerAppInfo() {},
    async confirmPayment(options: unknown) {
      record('confirmPayment', [options]);
      if ('error' in confirm) return { error: { type: 'card_error', message: confirm.error } };
      return { paymentIntent: intentOf(secret, confirm.status) };
    },
    async retrievePaymentIntent(clientSecret: string) {
      record('retrievePaymentIntent', [clientSecret]);
      return { paymentIntent: intentOf(clientSecret, retrieve.status, retrieve.message) };
    },
  };
  return { stripe, calls };
}
