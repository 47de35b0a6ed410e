import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { learner, renderPage as renderAnyPage } from './account-test-harness';
import { loginAction } from './login-action';
import { LoginPage } from './login-page';

/** The login page with its route action (login-action.ts), as the router runs it once the page's code is there. */
const renderPage = (element: ReactElement, options: Parameters<typeof renderAnyPage>[1]) => renderAnyPage(element, { ...options, action: loginAction });

const twoFactorRequired = { status: 401, body: { error: { code: 'TWO_FACTOR_REQUIRED', message: 'Enter the 6-digit code from your authenticator app.' } } };

async function fillPassword() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'maria');
  await userEvent.type(screen.getByLabelText('Password'), 'right-password');
}

describe('login page', () => {
  it('has "Keep me signed in", off by default, and sends it', async () => {
    const { calls, router } = renderPage(<LoginPage />, { path: '/login', user: null, routes: { 'POST /api/auth/login': { body: learner } } });
    const remember = await screen.findByRole('checkbox', { name: 'Keep me signed in' });
    expect((remember as HTMLInputElement).checked).toBe(false);
    expect(remember.getAttribute('aria-describedby')).toBeTruthy();
    await fillPassword();
    await userEvent.click(remember);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({ username: 'maria', password: 'right-password', remember: true });
  });

  it('goes back to the page that sent the visitor to log in', async () => {
    const { router } = renderPage(<LoginPage />, { path: '/login', url: '/login?returnTo=/modules/3', user: null, routes: { 'POST /api/auth/login': { body: learner } } });
    await fillPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/modules/3'));
  });

  it.each(['https://evil.example/modules/3', '//evil.example/modules/3', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores a returnTo that leaves the site (%s) and goes home',
    async (returnTo) => {
      const { router } = renderPage(<LoginPage />, {
        path: '/login',
        url: `/login?returnTo=${encodeURIComponent(returnTo)}`,
        user: null,
        routes: { 'POST /api/auth/login': { body: learner } },
      });
      await fillPassword();
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.search).toBe('');
    },
  );

  it('asks for the code when the account uses two-step sign-in, then signs in with it', async () => {
    const { calls, router, toasts } = renderPage(<LoginPage />, {
      path: '/login',
      user: null,
      routes: { 'POST /api/auth/login': twoFactorRequired, 'POST /api/auth/login/two-factor': { body: learner } },
    });
    await fillPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    expect(toasts).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6-digit code from your app, or one of your recovery codes')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/api/auth/login/two-factor')?.body).toEqual({ code: '123456' });
    expect(toasts[0]?.title).toBe('Login successful');
  });

  it('sends an admin who must use two-step sign-in to set it up first', async () => {
    const admin = { ...learner, isAdmin: true };
    const { router, toasts } = renderPage(<LoginPage />, {
      path: '/login',
      user: null,
      routes: { 'POST /api/auth/login': { body: admin }, 'GET /api/auth/two-factor': { body: { enabled: false, required: true, recoveryCodesLeft: 0 } } },
    });
    await fillPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(toasts.map((toast) => toast.title)).toEqual(['Login successful', 'Set up two-step sign-in']);
  });

  it('goes back to the password when the code step expired', async () => {
    renderPage(<LoginPage />, {
      path: '/login',
      user: null,
      routes: {
        'POST /api/auth/login': twoFactorRequired,
        'POST /api/auth/login/two-factor': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Your sign-in took too long. Please log in again.' } } },
      },
    });
    await fillPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  describe('a wrong password', () => {
    const wrong = { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Invalid username or password. Please try again.' } } };
    const asPhone = (phone: boolean) => {
      window.matchMedia = ((query: string) => ({ matches: phone ? false : query === '(min-width: 768px)', media: query })) as unknown as typeof window.matchMedia;
    };
    afterEach(() => {
      delete (window as { matchMedia?: unknown }).matchMedia;
    });

    it('shows on a phone only in the form, with no toast over the Log In button', async () => {
      asPhone(true);
      const { toasts } = renderPage(<LoginPage />, { path: '/login', user: null, routes: { 'POST /api/auth/login': wrong } });
      await fillPassword();
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByText('Invalid username or password. Please try again.')).toBeTruthy();
      expect(toasts).toEqual([]);
    });

    it("shows on a wide screen in the form and as the spec's toast, in its corner", async () => {
      asPhone(false);
      const { toasts } = renderPage(<LoginPage />, { path: '/login', user: null, routes: { 'POST /api/auth/login': wrong } });
      await fillPassword();
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByText('Invalid username or password. Please try again.', { selector: '.action-form__failed p' })).toBeTruthy();
      await waitFor(() => expect(toasts.map((toast) => toast.title)).toEqual(['Login failed']));
    });
  });
});
