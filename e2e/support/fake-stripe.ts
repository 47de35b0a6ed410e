import http from 'node:http';

/**
 * The two Stripe calls donations make (create and retrieve a PaymentIntent), for a site started with
 * STRIPE_API_URL pointing here. A retrieved intent has succeeded, as if the donor's card went through.
 */
export async function startFakeStripe(port: number): Promise<{ url: string; close(): Promise<void> }> {
  const intents = new Map<string, Record<string, unknown>>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const form = Object.fromEntries(new URLSearchParams(raw));
        const id = `pi_e2e${intents.size + 1}${Date.now()}`;
        const metadata = Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : [])));
        const intent = { id, object: 'payment_intent', amount: Number(form.amount), amount_received: 0, currency: form.currency, status: 'requires_payment_method', client_secret: `${id}_secret_e2e`, metadata };
        intents.set(id, intent);
        return send(200, intent);
      }
      const intent = intents.get(path.replace('/v1/payment_intents/', ''));
      if (req.method === 'GET' && intent) return send(200, { ...intent, status: 'succeeded', amount_received: intent.amount });
      return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
