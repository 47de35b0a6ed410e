import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learner, renderPage } from '../account/account-test-harness';
import { loginAction } from '../account/login-action';
import { LoginPage } from '../account/login-page';
import { Hero } from '../home/hero';
import { KioskPage } from './kiosk-page';

// Login loads its validation on first use: generous on a busy machine.
jest.setTimeout(30_000);

const tablet = { facilityName: 'Maple Halfway House' };

describe('a shared tablet (kiosk mode)', () => {
  it('offers no "Keep me signed in" at login, says why, and sends remember: false', async () => {
    const { calls } = renderPage(<LoginPage />, { path: '/login', kiosk: tablet, action: loginAction, routes: { 'POST /api/auth/login': { body: learner } } });
    expect(await screen.findByText(/^This is a shared tablet\. You are signed out after 5 minutes without use/)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Keep me signed in' })).toBeNull();
    const username = screen.getByRole('textbox', { name: 'Username' });
    // The browser must not suggest (or restore) what the last learner typed.
    expect(username.getAttribute('autocomplete')).toBe('off');
    await userEvent.type(username, 'maria');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({ username: 'maria', password: 'right-password', remember: false }));
  });

  it('keeps "Keep me signed in" and the usual autocomplete on any other device', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('checkbox', { name: 'Keep me signed in' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('autocomplete')).toBe('username');
  });

  it('shows a new learner one big Start, with sign in and sign up beside it', async () => {
    renderPage(<Hero />, { kiosk: tablet });
    const start = await screen.findByRole('link', { name: 'Start' });
    expect(start.getAttribute('href')).toBe('/modules');
    expect(start.className).toContain('kiosk-start__button');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Make an account' }).getAttribute('href')).toBe('/signup');
  });

  it('shows a signed-in learner, and any other device, the usual home buttons', async () => {
    renderPage(<Hero />, { kiosk: tablet, user: learner });
    expect(await screen.findByRole('link', { name: 'Start learning' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start' })).toBeNull();
  });

  it('says on /kiosk what the device is, for which facility, and how staff turn it off', async () => {
    renderPage(<KioskPage />, { path: '/kiosk', kiosk: tablet });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared tablet mode is on' })).toBeTruthy();
    expect(screen.getByText('Facility: Maple Halfway House')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn off shared tablet mode on this device' }).getAttribute('href')).toBe('/kiosk?end=1');
  });

  it('says when a kiosk link did not work and the mode is off', async () => {
    renderPage(<KioskPage />, { path: '/kiosk', url: '/kiosk?link=invalid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared tablet mode is off' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^This shared tablet link does not work, so nothing changed\./);
  });
});
