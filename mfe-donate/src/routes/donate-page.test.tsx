import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStripe, type FakeStripeOptions } from '../test/fake-stripe-js';
import { CLIENT_SECRET as SECRET, donateSite as site, fakeApi, json, renderDonate, siteConfig } from '../test/render-donate';

const mockLoadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (...args: unknown[]) => mockLoadStripe(...args) }));

function useStripe(options: FakeStripeOptions = {}) {
  const fake = fakeStripe(options);
  mockLoadStripe.mockResolvedValue(fake.stripe);
  return fake;
}

beforeEach(() => mockLoadStripe.mockReset());
// Each test walks a real journey through lazily loaded steps; the shared machines can be slow.
jest.setTimeout(30_000);

/** A preset is a submit button of the amount step's GET form: it goes straight to the donor step. */
async function chooseAmount(user: ReturnType<typeof userEvent.setup>, button = '$25') {
  await user.click(screen.getByRole('button', { name: button }));
  await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: About you' });
}

async function fillDonor(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Maria Lopez');
  await user.type(screen.getByLabelText('Email', { exact: false }), 'maria@example.org');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

describe('the donate page', () => {
  it('without Stripe keys says online giving is not set up and offers the contact page, with no form', async () => {
    await renderDonate({ fetch: fakeApi({ '/api/site-config': () => json(200, siteConfig(null)) }).fetch });
    expect(screen.getByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Online giving is not set up yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact?subject=donation');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    // Nothing set in /admin: no "other ways" section with empty lines.
    expect(screen.queryByRole('heading', { name: 'Other ways to give' })).not.toBeInTheDocument();
  });

  it('without Stripe keys shows the other ways to give the admin wrote: the words, the address for a check, the phone', async () => {
    const organisation = { ...siteConfig(null).organisation, publicName: 'Second Chance', address: '42 Check Lane\nColumbus, OH', phone: '(614) 555-0142', offlineGiving: { en: '', es: 'Envíe un cheque.' } };
    await renderDonate({ fetch: fakeApi({ '/api/site-config': () => json(200, { ...siteConfig(null), organisation }) }).fetch });
    expect(screen.getByRole('heading', { level: 3, name: 'Other ways to give' })).toBeInTheDocument();
    // Only the Spanish words are written: they are shown, marked as Spanish.
    expect(screen.getByText('Envíe un cheque.')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('42 Check Lane', { exact: false })).toHaveTextContent('42 Check LaneColumbus, OH');
    expect(screen.getByRole('link', { name: '(614) 555-0142' })).toHaveAttribute('href', 'tel:6145550142');
  });

  it('with Stripe keys still shows the other ways to give below the form, for a donor who prefers them', async () => {
    const organisation = { ...siteConfig('pk_test_x').organisation, address: '42 Check Lane\nColumbus, OH', offlineGiving: { en: 'Mail a check to the address below.', es: '' } };
    await renderDonate({ fetch: fakeApi({ '/api/site-config': () => json(200, { ...siteConfig('pk_test_x'), organisation }) }).fetch });
    expect(await screen.findByRole('heading', { level: 3, name: 'Other ways to give' })).toBeInTheDocument();
    expect(screen.getByText('Mail a check to the address below.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Online giving is not set up yet.' })).not.toBeInTheDocument();
  });

  it('says giving is not available when the settings cannot be read, never an error page', async () => {
    await renderDonate({ fetch: fakeApi({ '/api/site-config': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }) }).fetch });
    expect(screen.getByRole('heading', { name: 'Online giving is not available right now.' })).toBeInTheDocument();
  });

  it('asks for an amount: a prompt while none is chosen, the contract messages on Continue, the amount in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderDonate({ fetch: site().fetch });
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(screen.getByRole('status')).toHaveTextContent('Please select an amount to give.');
    // Never disabled: without script, Continue sends the form and the page answers.
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByText('Please select an amount to give.', { selector: '.field__error, .field__error *' })).toBeInTheDocument();

    for (const [typed, message] of [
      ['0.5', 'The smallest donation is $1'],
      ['10.125', 'Please enter an amount in dollars, like 25 or 25.50'],
      ['20000', 'This amount is more than we can take online. Please contact us to give more.'],
    ] as const) {
      await user.clear(screen.getByLabelText('Or type another amount, in dollars'));
      await user.type(screen.getByLabelText('Or type another amount, in dollars'), typed);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText('Or type another amount, in dollars')).toHaveValue(typed);
      expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Choose an amount' })).toBeInTheDocument();
    }
    await user.clear(screen.getByLabelText('Or type another amount, in dollars'));
    await user.type(screen.getByLabelText('Or type another amount, in dollars'), '1');
    expect(screen.getByRole('status')).toHaveTextContent('You are giving $1.00.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: About you' })).toBeInTheDocument();
    expect(screen.getByText('You are giving $1.00.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?frequency=once&other=1');
    expect(mockLoadStripe).not.toHaveBeenCalled();
  });

  it('checks the donor form with the spec messages, keeps the amount on Back, and loads no Stripe before payment', async () => {
    const user = userEvent.setup({ delay: null });
    const api = site();
    await renderDonate({ fetch: api.fetch });
    await chooseAmount(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 3: About you' })).toHaveFocus();
    expect(screen.getByText('You are giving $25.00.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'M');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the 2 fields marked below.');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    // Fixing a field and leaving it updates the summary in place: it never leaves the page meanwhile.
    const summary = screen.getByRole('alert');
    let removed = false;
    const watch = new MutationObserver(() => (removed ||= !summary.isConnected));
    watch.observe(document.body, { childList: true, subtree: true });
    await user.type(screen.getByLabelText('Your name'), 'aria');
    await user.tab();
    await waitFor(() => expect(summary).toHaveTextContent('Please fix the field marked below.'));
    watch.disconnect();
    expect(removed).toBe(false);
    expect(screen.getByLabelText('Phone (optional)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Keep my gift anonymous' })).not.toBeChecked();

    // Back is a link to the amount step, with the amount chosen before.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: '$25' })).toHaveClass('button--primary');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(mockLoadStripe).not.toHaveBeenCalled();
  });

  it('pays: the server makes the intent for the dollars chosen, Stripe confirms without a redirect, then thanks and records', async () => {
    const user = userEvent.setup({ delay: null });
    const stripe = useStripe();
    const api = site();
    const { platform } = await renderDonate({ fetch: api.fetch });
    await chooseAmount(user, '$100');
    await user.type(screen.getByLabelText('Your name'), '  Maria Lopez ');
    await user.type(screen.getByLabelText('Email', { exact: false }), 'maria@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Keep my gift anonymous' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(api.requests.find((r) => r.url === '/api/create-payment-intent')?.body).toEqual({
      amount: '100',
      donorName: 'Maria Lopez',
      donorEmail: 'maria@example.org',
      donorPhone: '',
      donorAddress: '',
      message: '',
      isAnonymous: true,
    }));
    const pay = await screen.findByRole('button', { name: 'Donate $100.00' });
    expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_123', { locale: 'en' });
    expect(stripe.calls.find((c) => c.method === 'elements')!.args[0]).toMatchObject({ clientSecret: SECRET, locale: 'en' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you!' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
    expect(platform.toasts).toContainEqual({ title: 'Payment Successful', description: 'Thank you for your generous donation!', variant: 'success' });
    const confirm = stripe.calls.find((c) => c.method === 'confirmPayment')!.args[0] as { redirect: string; confirmParams: { return_url: string } };
    expect(confirm.redirect).toBe('if_required');
    expect(confirm.confirmParams.return_url).toBe('http://localhost/donate');
    await waitFor(() => expect(api.requests.find((r) => r.url === '/api/donations')?.body).toEqual({ stripePaymentIntentId: 'pi_test123' }));
  });

  it('thanks the donor even when recording the donation fails afterwards (the webhook records it)', async () => {
    const user = userEvent.setup({ delay: null });
    useStripe();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderDonate({ fetch: site({ record: () => json(503, { error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'x' } }) }).fetch });
    await chooseAmount(user);
    await fillDonor(user);
    const pay = await screen.findByRole('button', { name: 'Donate $25.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('shows "Payment Failed - {provider message}" when Stripe declines, and lets the donor try again', async () => {
    const user = userEvent.setup({ delay: null });
    useStripe({ confirm: { error: 'Your card was declined.' } });
    const api = site();
    const { platform } = await renderDonate({ fetch: api.fetch });
    await chooseAmount(user);
    await fillDonor(user);
    const pay = await screen.findByRole('button', { name: 'Donate $25.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(platform.toasts).toContainEqual({ title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' }));
    expect(pay).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.url === '/api/donations')).toBe(false);
  });

  it('asks for the same payment (the same Idempotency-Key) when the donor goes back and on without changes', async () => {
    const user = userEvent.setup({ delay: null });
    useStripe();
    const api = site();
    await renderDonate({ fetch: api.fetch });
    await chooseAmount(user);
    await fillDonor(user);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    // What was typed comes back with the donor step.
    expect(await screen.findByLabelText('Your name')).toHaveValue('Maria Lopez');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('button', { name: 'Donate $25.00' });
    const keys = api.requests.filter((r) => r.url === '/api/create-payment-intent').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('in Spanish: the steps, the spec toasts and Stripe in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    useStripe();
    const { platform } = await renderDonate({ fetch: site().fetch, locale: 'es' });
    // The Spanish texts load with the page (a moment later on a busy machine).
    expect(await screen.findByRole('heading', { level: 1, name: 'Haga una donación' })).toBeInTheDocument();
    expect(screen.getByText('Por favor, elija una cantidad para donar.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('O escriba otra cantidad, en dólares'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('La donación más pequeña es de $1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$10' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Su nombre'), 'María López');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@example.org');
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    const pay = await screen.findByRole('button', { name: 'Donar $10.00' });
    expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_123', { locale: 'es' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByRole('heading', { name: '¡Gracias!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
    expect(platform.toasts).toContainEqual({ title: 'Pago exitoso', description: '¡Gracias por su generosa donación!', variant: 'success' });
  });
});
