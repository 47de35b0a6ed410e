import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeBilling, type FakeBilling } from './fake-stripe-billing';

/** A card number the fake declines, as Stripe's test card 4000 0000 0000 0002 is. */
export const DECLINED_CARD = '4000000000000002';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
}

/**
 * How the fake Stripe breaks, for every call (the server's and the browser's) that arrives while it is set:
 * `down` drops the connection without an answer (a refused or reset connection, as the SDK sees it); `slow`
 * handles the call only after `seconds` (it still does the work then, as Stripe would, so a create makes its
 * PaymentIntent after the caller gave up); `error500` answers Stripe's 500 `api_error` and does nothing.
 */
export type StripeFault = { kind: 'down' } | { kind: 'slow'; seconds: number } | { kind: 'error500' };

/** A PaymentIntent create the server sent that reached the fake (a `down` one never does). */
export interface CreateCall {
  idempotencyKey: string | undefined;
  /** The donation's reference from the metadata: which donor attempt the call was for. */
  donationReference: string | undefined;
  /** The fault in force when the call arrived. */
  fault: StripeFault['kind'] | null;
  /** `created` a new intent, `replayed` the one its idempotency key made before, or `failed` (a 500). */
  outcome: 'created' | 'replayed' | 'failed';
  intentId?: string;
}

export interface FakeStripeApi {
  /** For STRIPE_API_URL, and where the browser's api.stripe.com calls are sent. */
  url: string;
  intents: Map<string, FakeIntent>;
  /** Prices, Customers and Subscriptions of monthly gifts. */
  billing: FakeBilling;
  /** Every PaymentIntent create that reached the fake, in the order they arrived. */
  creates: CreateCall[];
  /** Breaks the fake from now on (null: it works again). Calls already waiting under `slow` still finish. */
  setFault(fault: StripeFault | null): void;
  /** Resolves once no call is waiting under `slow`. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const stripeError = (res: http.ServerResponse, status: number, type: string, message: string, code?: string) =>
  json(res, status, { error: { type, code, message } });

/**
 * A loopback stand-in for the Stripe API calls of a donation: the server creates and retrieves
 * PaymentIntents with its secret key (through the real `stripe` SDK); the browser's fake Stripe.js
 * confirms and retrieves them with the publishable key and client secret, as Stripe.js does.
 * Only what the e2e journeys need; the API's own tests have a fuller fake.
 */
export async function startFakeStripeApi({ port = 0, secretKey, publishableKey }: { port?: number; secretKey: string; publishableKey: string }): Promise<FakeStripeApi> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const creates: CreateCall[] = [];
  let fault: StripeFault | null = null;
  let waiting = 0;
  let counter = 0;

  function newIntent(amount: number, currency: string, metadata: Record<string, string> = {}): FakeIntent {
    counter += 1;
    const id = `pi_e2e${Date.now().toString(36)}${counter}`;
    const intent: FakeIntent = { id, object: 'payment_intent', amount, amount_received: 0, currency, status: 'requires_payment_method', client_secret: `${id}_secret_e2e${counter}`, metadata, last_payment_error: null };
    intents.set(id, intent);
    return intent;
  }
  const billing = createFakeBilling((amount, currency) => newIntent(amount, currency).client_secret);

  const server = http.createServer((req, res) => {
    // Down: the connection goes without an answer, also on a kept-alive socket the SDK reuses.
    if (fault?.kind === 'down') return void req.socket.destroy();
    const arrivedUnder = fault;
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      if (arrivedUnder?.kind !== 'slow') return handle();
      waiting += 1;
      setTimeout(() => {
        waiting -= 1;
        handle();
      }, arrivedUnder.seconds * 1000);
    });
    function handle(): void {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      const fromServer = req.headers.authorization === `Bearer ${secretKey}`;
      const fromBrowser = form.get('key') === publishableKey;
      if (!fromServer && !fromBrowser) return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');

      const isCreate = fromServer && req.method === 'POST' && url.pathname === '/v1/payment_intents';
      const key = req.headers['idempotency-key'] as string | undefined;
      const record = (outcome: CreateCall['outcome'], intentId?: string) =>
        isCreate && creates.push({ idempotencyKey: key, donationReference: form.get('metadata[donation_reference]') ?? undefined, fault: arrivedUnder?.kind ?? null, outcome, intentId });
      if (arrivedUnder?.kind === 'error500') {
        record('failed');
        return stripeError(res, 500, 'api_error', 'An unknown error occurred; please try again.');
      }

      if (isCreate) {
        const repeated = key ? byIdempotencyKey.get(key) : undefined;
        if (repeated) {
          record('replayed', repeated.id);
          return json(res, 200, repeated);
        }
        const metadata = Object.fromEntries([...form].flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : [])));
        const intent = newIntent(Number(form.get('amount')), form.get('currency') ?? '', metadata);
        if (key) byIdempotencyKey.set(key, intent);
        record('created', intent.id);
        return json(res, 200, intent);
      }

      const billed = fromServer ? billing.handle(req.method ?? '', url.pathname, form, key) : undefined;
      if (billed) return json(res, billed.status, billed.body);

      const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm)?$/.exec(url.pathname);
      const intent = match ? intents.get(match[1]!) : undefined;
      if (!intent) return stripeError(res, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      // The browser may only touch an intent whose client secret it holds.
      if (!fromServer && form.get('client_secret') !== intent.client_secret) return stripeError(res, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');

      if (req.method === 'GET' && !match![2]) return json(res, 200, intent);
      if (req.method === 'POST' && match![2] && fromBrowser) {
        if (form.get('card') === DECLINED_CARD) {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
          return stripeError(res, 402, 'card_error', 'Your card was declined.', 'card_declined');
        }
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
        return json(res, 200, intent);
      }
      return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname})`);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    intents,
    billing,
    creates,
    setFault(next) {
      fault = next;
    },
    async settled() {
      while (waiting > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
