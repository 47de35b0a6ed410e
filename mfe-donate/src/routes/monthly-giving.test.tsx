import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DonorGiving } from '@reentry/contracts/monthly-giving';
import { fakeStripe } from '../test/fake-stripe-js';
import { CLIENT_SECRET, fakeApi, json, renderDonate, siteConfig } from '../test/render-donate';

const mockLoadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (...args: unknown[]) => mockLoadStripe(...args) }));
jest.setTimeout(30_000);

const config = () => json(200, siteConfig('pk_test_123'));

describe('giving monthly', () => {
  it('starts a monthly gift from the amount step: the server makes the subscription; Stripe\'s webhook records each payment', async () => {
    mockLoadStripe.mockResolvedValue(fakeStripe().stripe);
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ '/api/site-config': config, '/api/donations/monthly': () => json(200, { clientSecret: CLIENT_SECRET }) });
    await renderDonate({ fetch: api.fetch });
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Manage my giving' })).toHaveAttribute('href', '/donate/manage');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: '$25' }));
    await user.type(await screen.findByLabelText('Your name'), 'Maria Lopez');
    expect(screen.getByText('You are giving $25.00 each month.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email', { exact: false }), 'maria@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const pay = await screen.findByRole('button', { name: 'Donate $25.00' });
    const start = api.requests.find((r) => r.url === '/api/donations/monthly')!;
    expect(start.body).toMatchObject({ amount: '25', donorName: 'Maria Lopez', donorEmail: 'maria@example.org' });
    expect(start.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/Your monthly gift has started/)).toBeInTheDocument();
    expect(api.requests.some((r) => r.url === '/api/create-payment-intent' || r.url === '/api/donations')).toBe(false);
  });
});

const giving: DonorGiving = {
  email: 'maria@example.org',
  donations: [
    { id: 7, amount: 2500, currency: 'usd', frequency: 'monthly', status: 'succeeded', succeededAt: '2026-03-01T15:00:00.000Z' },
    { id: 3, amount: 1000, currency: 'usd', frequency: 'once', status: 'succeeded', succeededAt: '2025-12-01T15:00:00.000Z' },
  ],
  monthlyGifts: [{ id: 5, amount: 2500, currency: 'usd', status: 'active', startedAt: '2026-03-01T15:00:00.000Z' }],
  statementYears: [2026, 2025],
};

describe('"Manage my giving"', () => {
  it('without a donor session asks for an email and shows the same answer the server gives anyone', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      '/api/site-config': config,
      // No donor session is a normal visit: 200 with no giving, nothing for the browser to log as an error.
      '/api/donations/mine': () => json(200, { giving: null }),
      '/api/donations/manage-link': () => json(202, { message: 'If this email address gave to us, we sent it a link.' }),
    });
    const { router } = await renderDonate({ fetch: api.fetch, path: '/donate/manage?link=expired' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage my giving' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('That link has already been used or is too old.');
    await user.type(screen.getByLabelText('Email address'), 'maria@example.org');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    // Post/Redirect/Get: the page at ?done=sent says what happens next, and the field is empty again.
    expect(await screen.findByRole('status')).toHaveTextContent('Check your email');
    expect(screen.getByRole('status')).toHaveTextContent('If this email address gave to us, we sent it a link.');
    expect(router.state.location.search).toBe('?done=sent');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(api.requests.find((r) => r.url === '/api/donations/manage-link')!.body).toEqual({ email: 'maria@example.org' });
  });

  it('lists gifts, receipts and statements, changes the amount and stops the gift after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      '/api/site-config': config,
      '/api/donations/mine': () => json(200, { giving }),
      '/api/donations/mine/monthly/5/amount': () => json(200, { ...giving, monthlyGifts: [{ ...giving.monthlyGifts[0]!, amount: 4000 }] }),
      '/api/donations/mine/monthly/5/stop': () => json(200, { ...giving, monthlyGifts: [{ ...giving.monthlyGifts[0]!, amount: 4000, status: 'cancelled' }] }),
    });
    await renderDonate({ fetch: api.fetch, path: '/donate/manage' });
    expect(await screen.findByText('Gifts made with maria@example.org')).toBeInTheDocument();
    const receipts = screen.getAllByRole('link', { name: 'Receipt (PDF)' });
    expect(receipts.map((link) => link.getAttribute('href'))).toEqual(['/api/donations/mine/receipts/7', '/api/donations/mine/receipts/3']);
    expect(screen.getByRole('link', { name: 'Statement for 2025 (PDF)' })).toHaveAttribute('href', '/api/donations/mine/statements/2025');
    const gift = screen.getByRole('article', { name: '$25.00 each month' });

    await user.type(within(gift).getByLabelText('New monthly amount, in dollars'), '40');
    await user.click(within(gift).getByRole('button', { name: 'Change amount' }));
    expect(await screen.findByRole('heading', { name: '$40.00 each month' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/api/donations/mine/monthly/5/amount')!.body).toEqual({ amount: '40' });

    await user.click(screen.getByRole('button', { name: 'Stop my monthly gift' }));
    expect(api.requests.some((r) => r.url.endsWith('/stop'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, stop it now' }));
    expect(await screen.findByText('Stopped', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update my card' })).not.toBeInTheDocument();
  });
});
