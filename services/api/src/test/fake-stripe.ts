import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createFakeBilling, type FakeBilling } from './fake-stripe-billing.js';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form-encoded body, flattened: `metadata[donation_id]` stays a key. */
  form: Record<string, string>;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  requests: RecordedStripeRequest[];
  intents: Map<string, FakePaymentIntent>;
  /** Prices, Customers, Subscriptions and invoices of monthly gifts. */
  billing: FakeBilling;
  /** Changes an intent as Stripe would after the browser confirms it (e.g. status 'succeeded'). */
  update(id: string, patch: Partial<FakePaymentIntent>): FakePaymentIntent;
  /** The next `count` requests get this HTTP status and Stripe error body. */
  failNext(status: number, type: string, count?: number): void;
  /** The next `count` requests are handled (and answered) only after `ms`: a slow Stripe. */
  stallNext(ms: number, count?: number): void;
  close(): Promise<void>;
}

/**
 * A loopback stand-in for the few Stripe API endpoints donations use (create and retrieve PaymentIntents),
 * spoken to by the real `stripe` SDK. Records every request and honours idempotency keys like Stripe.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  const byIdempotencyKey = new Map<string, FakePaymentIntent>();
  const billing = createFakeBilling();
  let failures: { status: number; type: string; count: number } | undefined;
  let stalls: { ms: number; count: number } | undefined;
  let counter = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_fake${requests.length}` });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, type: string, message: string, code?: string) =>
    send(res, status, { error: { type, message, code } });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      if (stalls && stalls.count > 0) {
        stalls.count -= 1;
        setTimeout(handle, stalls.ms);
      } else handle();
    });
    function handle(): void {
      const [path = '', query = ''] = (req.url ?? '').split('?');
      const form = Object.fromEntries(new URLSearchParams(raw || query));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, idempotencyKey, authorization: req.headers.authorization, form });
      if (failures && failures.count > 0) {
        failures.count -= 1;
        return error(res, failures.status, failures.type, 'Fake failure');
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const repeated = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (repeated) return send(res, 200, repeated);
        counter += 1;
        const id = `pi_fake${counter}${Date.now()}`;
        const metadata = Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : [])));
        const intent: FakePaymentIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          amount_received: 0,
          currency: form.currency ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake${counter}`,
          metadata,
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
        return send(res, 200, intent);
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && match) {
        const intent = intents.get(decodeURIComponent(match[1]!));
        return intent ? send(res, 200, intent) : error(res, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      }
      const billed = billing.handle(req.method ?? '', path, form, idempotencyKey);
      if (billed) return send(res, billed.status, billed.body);
      return error(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    billing,
    update(id, patch) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, patch);
      return intent;
    },
    failNext(status, type, count = 1) {
      failures = { status, type, count };
    },
    stallNext(ms, count = 1) {
      stalls = { ms, count };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A webhook request body and Stripe-Signature header, signed as Stripe would (at `timestamp`, seconds). */
export function signedWebhook(event: object, secret: string, timestamp = Math.floor(Date.now() / 1000)): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, signature };
}

let eventCounter = 0;
/** A Stripe event of `type` around `object`, with a fresh id. */
export function stripeEvent(type: string, object: object): { id: string; object: 'event'; type: string; created: number; data: { object: object } } {
  eventCounter += 1;
  return { id: `evt_fake${eventCounter}${Date.now()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}
