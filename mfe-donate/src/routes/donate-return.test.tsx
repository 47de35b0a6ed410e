// A donor who comes back from a bank page or a payment app: the page reads Stripe's return URL.
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { fakeStripe, type FakeStripeOptions } from '../test/fake-stripe-js';
import { CLIENT_SECRET as SECRET, donateSite as site, renderDonate } from '../test/render-donate';

const mockLoadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (...args: unknown[]) => mockLoadStripe(...args) }));

function useStripe(options: FakeStripeOptions = {}) {
  const fake = fakeStripe(options);
  mockLoadStripe.mockResolvedValue(fake.stripe);
  return fake;
}

beforeEach(() => mockLoadStripe.mockReset());
jest.setTimeout(30_000);

describe('coming back from a bank page or payment app (Stripe return URL)', () => {
  const returnPath = `/donate?payment_intent=pi_test123&payment_intent_client_secret=${SECRET}&redirect_status=succeeded`;
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads the client secret from the address once, removes it, asks Stripe, then thanks and records', async () => {
    window.history.replaceState(null, '', returnPath);
    const stripe = useStripe({ retrieve: { status: 'succeeded' } });
    const api = site();
    const { router, platform } = await renderDonate({ fetch: api.fetch, path: returnPath });
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(stripe.calls.find((c) => c.method === 'retrievePaymentIntent')!.args).toEqual([SECRET]);
    expect(router.state.location.search).toBe('');
    expect(platform.toasts).toContainEqual({ title: 'Payment Successful', description: 'Thank you for your generous donation!', variant: 'success' });
    await waitFor(() => expect(api.requests.find((r) => r.url === '/api/donations')?.body).toEqual({ stripePaymentIntentId: 'pi_test123' }));
  });

  it('says the payment failed, with the provider message, and starts over', async () => {
    window.history.replaceState(null, '', returnPath);
    useStripe({ retrieve: { status: 'requires_payment_method', message: 'The bank did not approve this payment.' } });
    const { platform } = await renderDonate({ fetch: site().fetch, path: returnPath });
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Choose an amount' })).toBeInTheDocument();
    expect(platform.toasts).toContainEqual({ title: 'Payment Failed', description: 'The bank did not approve this payment.', variant: 'destructive' });
  });

  it('ignores anything in the address that is not a Stripe client secret', async () => {
    const path = '/donate?payment_intent_client_secret=%3Cscript%3E';
    window.history.replaceState(null, '', path);
    await renderDonate({ fetch: site().fetch, path });
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Choose an amount' })).toBeInTheDocument();
    expect(mockLoadStripe).not.toHaveBeenCalled();
  });
});
