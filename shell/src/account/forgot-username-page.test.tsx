import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from './account-test-harness';
import { ForgotPasswordPage } from './forgot-password-page';
import { ForgotUsernamePage } from './forgot-username-page';

const sent = { body: { message: 'If an account uses that email, we have sent its username there. Check your inbox.' } };

async function askFor(email: string) {
  await userEvent.type(await screen.findByLabelText(/Email/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send my username' }));
}

describe('forgot username page', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('asks for the usernames on an address and says to check the inbox, whatever the answer found', async () => {
    const { calls, toasts } = renderPage(<ForgotUsernamePage />, { path: '/forgot-username', routes: { 'POST /api/auth/forgot-username': sent } });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your username?' })).toBeTruthy();
    await askFor('ana@example.org');
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Check your email for your username.');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(calls.find((call) => call.path === '/api/auth/forgot-username')?.body).toEqual({ email: 'ana@example.org' });
    expect(toasts[0]).toMatchObject({ title: 'Email sent', description: sent.body.message, variant: 'success' });
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });

  it('checks the address before asking', async () => {
    const { calls } = renderPage(<ForgotUsernamePage />, { path: '/forgot-username', routes: { 'POST /api/auth/forgot-username': sent } });
    await askFor('not an address');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/forgot-username')).toBe(false);
  });

  it('names its own failure: "Username request failed", with the reason (too many requests)', async () => {
    window.matchMedia = ((query: string) => ({ matches: query === '(min-width: 768px)', media: query })) as unknown as typeof window.matchMedia;
    const limited = { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' } } };
    const { toasts } = renderPage(<ForgotUsernamePage />, { path: '/forgot-username', routes: { 'POST /api/auth/forgot-username': limited } });
    await askFor('ana@example.org');
    await waitFor(() => expect(toasts.map((toast) => toast.title)).toEqual(['Username request failed']));
    expect(toasts[0]?.description).toBe('Too many attempts. Please try again later.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('forgot password page, for a learner without email', () => {
  it('leads to the reset with a code from the instructor', () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByRole('link', { name: 'I have a code from my instructor' }).getAttribute('href')).toBe('/reset-password?with=code');
  });
});
