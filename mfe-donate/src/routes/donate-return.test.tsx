// A donor who comes back from a bank page or a payment app: the page reads Stripe's return URL.
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeStripe, type FakeStripeOptions } from '../test/fake-stripe-js';
import { CLIENT_SECRET as SECRET, donateSite as site, json, renderDonate } from '../test/render-donate';

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

  it('thanks a monthly donor with the monthly words when the server says the payment started a monthly gift', async () => {
    window.history.replaceState(null, '', returnPath);
    useStripe({ retrieve: { status: 'succeeded' } });
    const api = site({ record: () => json(200, { status: 'pending', frequency: 'monthly' }) });
    await renderDonate({ fetch: api.fetch, path: returnPath });
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    const thanks = within(screen.getByRole('region', { name: 'Thank you!' }));
    expect(thanks.getByText(/Your monthly gift has started/)).toBeInTheDocument();
    expect(thanks.getByRole('link', { name: 'Manage my giving' })).toHaveAttribute('href', '/donate/manage');
    expect(screen.queryByText('We will email you a receipt for your records.')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/api/donations')).toHaveLength(1);
  });

  it('never takes "monthly" from the address: the server\'s one-time answer gives the one-time words', async () => {
    const path = `${returnPath}&frequency=monthly&monthly=1`;
    window.history.replaceState(null, '', path);
    useStripe({ retrieve: { status: 'succeeded' } });
    await renderDonate({ fetch: site().fetch, path });
    expect(await screen.findByText('We will email you a receipt for your records.')).toBeInTheDocument();
    expect(screen.queryByText(/Your monthly gift has started/)).not.toBeInTheDocument();
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
