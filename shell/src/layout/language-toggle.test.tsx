import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';
import { renderPage } from '../account/account-test-harness';
import { forgetPreferenceParameters } from '../app/preference-parameters';
import { LanguageToggle } from './language-toggle';

describe('the language toggle', () => {
  it("is a link to the same page in the other language in the server's HTML, so it works before any script runs", () => {
    const router = createMemoryRouter([{ path: '/admin', element: <LanguageToggle /> }], { initialEntries: ['/admin?lang=en&tab=users#list'] });
    const html = renderToString(
      <PlatformProvider platform={createMockPlatform()} queryClient={createQueryClient()} catalogs={{}} preferences={{ locale: 'en', theme: 'light' }}>
        <RouterProvider router={router} />
      </PlatformProvider>,
    );
    expect(html).toContain('<a href="/admin?tab=users&amp;lang=es#list" lang="es" hrefLang="es">Español</a>');
  });

  it('switches in place (no page load) once the script runs, and then offers the way back', async () => {
    const { router } = renderPage(<LanguageToggle />, { path: '/modules' });
    const link = await screen.findByRole('link', { name: 'Español' });
    link.click();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(router.state.location.pathname).toBe('/modules');
    // (This harness has no Spanish texts: the link keeps its words, but points back to English.)
    await waitFor(() => expect(link.getAttribute('href')).toBe('/modules?lang=en'));
    expect(link.getAttribute('lang')).toBe('en');
  });

  it('leaves a new tab to the browser (a press with Ctrl is not switched in place)', async () => {
    renderPage(<LanguageToggle />, { path: '/modules' });
    const link = await screen.findByRole('link', { name: 'Español' });
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it("lets the address forget a ?lang= or ?theme= the server has saved, keeping everything else", () => {
    window.history.replaceState(null, '', '/kiosk?facility=a.b&lang=es&theme=dark#top');
    forgetPreferenceParameters();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/kiosk?facility=a.b#top');
  });
});
