import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learner, renderPage } from '../account/account-test-harness';
import { logOutAction } from '../account/logout-action';
import { Footer } from './footer';
import { Header } from './header';

const frame = (
  <>
    <Header />
    <Footer />
  </>
);
const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));
/** A menu's `<details>` by its summary's words (summary has no role to find it by). */
const menuOf = (words: RegExp | string) => screen.getAllByText(words, { selector: 'summary, summary *' })[0]!.closest('details')!;

describe('the signed-in menus and the footer', () => {
  it('offers a visitor Login in the header and the footer, and no account pages', async () => {
    renderPage(frame, { user: null });
    await screen.findAllByRole('link', { name: 'Login' });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Account security' })).toBeNull();
  });

  it('shows a signed-in learner Log out in the footer instead of Login: a form posted to /logout', async () => {
    const { calls, router } = renderPage(frame, { user: learner, routes: { 'POST /api/auth/logout': { status: 204 } }, actions: { '/logout': logOutAction } });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const logOut = await within(footer).findByRole('button', { name: 'Log out' });
    expect(within(footer).queryByRole('link', { name: 'Login' })).toBeNull();
    const form = logOut.closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/logout']);
    await userEvent.click(logOut);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/?done=signed-out'));
  });

  it('leads from the desktop account menu, a <details> that opens without script, to my pages and Log out', async () => {
    renderPage(frame, { user: learner });
    const banner = screen.getByRole('banner');
    await within(banner).findAllByText(/Signed in as Maria/);
    const menu = menuOf(/Signed in as Maria/);
    expect(banner.contains(menu)).toBe(true);
    expect(menu.open).toBe(false);
    await userEvent.click(menu.querySelector('summary')!);
    expect(menu.open).toBe(true);
    expect(hrefs(within(menu).getAllByRole('link'))).toEqual(['/account', '/modules', '/certificates', '/account/security']);
    expect(within(menu).getByRole('link', { name: 'My certificates' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Log out' }).closest('form')?.getAttribute('action')).toBe('/logout');
    // Escape closes it and puts focus back on its summary.
    await userEvent.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
  });

  it('leads from the phone menu, a <details> too, to the same pages', async () => {
    renderPage(frame, { user: learner });
    const menu = menuOf('Menu');
    await userEvent.click(menu.querySelector('summary')!);
    expect(menu.open).toBe(true);
    const phoneMenu = screen.getByRole('navigation', { name: 'Menu' });
    for (const [name, href] of [['My account', '/account'], ['My progress', '/modules'], ['My certificates', '/certificates'], ['Account security', '/account/security']]) {
      expect(within(phoneMenu).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(phoneMenu).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
