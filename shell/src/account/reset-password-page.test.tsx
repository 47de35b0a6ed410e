import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';
import { renderPage } from './account-test-harness';
import { ResetPasswordPage } from './reset-password-page';

const done = { 'POST /api/auth/reset-password': { body: { message: 'Your password has been changed.' } } };

async function submitNewPassword() {
  await userEvent.type(await screen.findByLabelText('New password'), 'green river morning');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'green river morning');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page', () => {
  it('reads token and email from the link fragment (the mailed link)', async () => {
    const { calls } = renderPage(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password#token=tok123&email=ana%40example.org', routes: done });
    await submitNewPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Password reset!' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'tok123',
      email: 'ana@example.org',
      password: 'green river morning',
    });
  });

  it("still accepts the spec's query parameters", async () => {
    const { calls } = renderPage(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password?token=q-tok&email=bo%40example.org', routes: done });
    await submitNewPassword();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/reset-password')).toBe(true));
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toMatchObject({ token: 'q-tok', email: 'bo@example.org' });
  });

  it('shows the invalid-link view when a part is missing', async () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password#email=ana%40example.org' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Link Invalid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('renders a neutral state before the link is read (as the server does: it never sees a fragment)', () => {
    const html = renderToString(
      <PlatformProvider platform={createMockPlatform({ user: null })} queryClient={createQueryClient()} catalogs={{}} preferences={{ locale: 'en', theme: 'light', saved: { locale: true, theme: true } }}>
        <MemoryRouter initialEntries={['/reset-password?token=t&email=a%40example.org']}>
          <ResetPasswordPage />
        </MemoryRouter>
      </PlatformProvider>,
    );
    expect(html).toContain('Make a new password');
    expect(html).not.toContain('Reset Link Invalid');
    expect(html).not.toContain('<form');
  });
});
