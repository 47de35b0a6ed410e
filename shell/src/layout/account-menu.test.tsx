import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learner, renderPage } from '../account/account-test-harness';
import { Footer } from './footer';
import { Header } from './header';

const frame = (
  <>
    <Header />
    <Footer />
  </>
);
const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

describe('the signed-in menus and the footer', () => {
  it('offers a visitor Login in the header and the footer, and no account pages', async () => {
    renderPage(frame, { user: null });
    await screen.findAllByRole('link', { name: 'Login' });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Account security' })).toBeNull();
  });

  it('shows a signed-in learner Log out in the footer instead of Login', async () => {
    const { calls } = renderPage(frame, { user: learner, routes: { 'POST /api/auth/logout': { body: {} } } });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const logOut = await within(footer).findByRole('button', { name: 'Log out' });
    expect(within(footer).queryByRole('link', { name: 'Login' })).toBeNull();
    await userEvent.click(logOut);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true));
  });

  it('leads from the desktop account menu to my account, progress, certificates and security', async () => {
    renderPage(frame, { user: learner });
    const banner = screen.getByRole('banner');
    const menu = await within(banner).findByRole('button', { name: /Signed in as Maria/ });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(menu);
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(hrefs(within(panel).getAllByRole('link'))).toEqual(['/account', '/modules', '/certificates', '/account/security']);
    expect(within(panel).getByRole('link', { name: 'My certificates' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('leads from the phone menu to the same pages', async () => {
    renderPage(frame, { user: learner });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const phoneMenu = screen.getByRole('navigation', { name: 'Menu' });
    for (const [name, href] of [['My account', '/account'], ['My progress', '/modules'], ['My certificates', '/certificates'], ['Account security', '/account/security']]) {
      expect(within(phoneMenu).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(phoneMenu).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
