import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteServices } from '@reentry/platform';
import { renderPage } from './account-test-harness';
import { ForgotPasswordPage } from './forgot-password-page';
import { ForgotUsernamePage } from './forgot-username-page';
import { mailRequestAction } from './mail-request.action';
import { serverHtml } from './server-html-test-harness';

const sent = { body: { message: 'If an account uses that email, we have sent its username there. Check your inbox.' } };
const usernamesAction = (services: RouteServices) => mailRequestAction(services, '/api/auth/forgot-username', '/forgot-username');

async function askFor(email: string) {
  await userEvent.type(await screen.findByLabelText(/Email/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send my username' }));
}

describe('forgot username page', () => {
  it('asks for the usernames on an address, then (Post/Redirect/Get) says to check the inbox, whatever the answer found', async () => {
    const { calls, router } = renderPage(<ForgotUsernamePage />, { action: usernamesAction, path: '/forgot-username', routes: { 'POST /api/auth/forgot-username': sent } });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your username?' })).toBeTruthy();
    await askFor('ana@example.org');
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Email sentCheck your email for your username.');
    expect(router.state.location.search).toBe('?done=sent');
    expect(calls.find((call) => call.path === '/api/auth/forgot-username')?.body).toEqual({ email: 'ana@example.org' });
    // The form is empty again, ready for another address.
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });

  it('checks the address before asking', async () => {
    const { calls } = renderPage(<ForgotUsernamePage />, { action: usernamesAction, path: '/forgot-username', routes: { 'POST /api/auth/forgot-username': sent } });
    await askFor('not an address');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/forgot-username')).toBe(false);
  });

  it('names its own failure: "Username request failed", with the reason (too many requests), and keeps what was typed', async () => {
    const limited = { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' } } };
    renderPage(<ForgotUsernamePage />, { action: usernamesAction, path: '/forgot-username', routes: { 'POST /api/auth/forgot-username': limited } });
    await askFor('ana@example.org');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Username request failedToo many attempts. Please try again later.');
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('ana@example.org'));
  });
});

describe('forgot password page', () => {
  it('is a real form in the server HTML: it posts to its own page, and Send is never disabled', async () => {
    const html = await serverHtml(ForgotPasswordPage, '/forgot-password');
    expect(html).toMatch(/<form[^>]*action="\/forgot-password" method="post"/);
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('data-awaits-script');
  });

  it('leads to the reset with a code from the instructor', () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByRole('link', { name: 'I have a code from my instructor' }).getAttribute('href')).toBe('/reset-password?with=code');
  });
});
