import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';
import { renderPage } from '../account/account-test-harness';
import { ThemeToggle } from './theme-toggle';

describe('the theme toggle', () => {
  it("is a link to the same page in the dark theme in the server's HTML, so it works before any script runs", () => {
    const router = createMemoryRouter([{ path: '/modules/:id', element: <ThemeToggle /> }], { initialEntries: ['/modules/2?tab=quiz#top'] });
    const html = renderToString(
      <PlatformProvider platform={createMockPlatform()} queryClient={createQueryClient()} catalogs={{}} preferences={{ locale: 'en', theme: 'light' }}>
        <RouterProvider router={router} />
      </PlatformProvider>,
    );
    expect(html).toContain('<a href="/modules/2?tab=quiz&amp;theme=dark#top">Dark theme</a>');
  });

  it('switches in place (no page load) once the script runs, and then offers the way back', async () => {
    const { router } = renderPage(<ThemeToggle />, { path: '/resources' });
    const link = await screen.findByRole('link', { name: 'Dark theme' });
    link.click();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(router.state.location.pathname).toBe('/resources');
    await waitFor(() => expect(link.getAttribute('href')).toBe('/resources?theme=light'));
    expect(link.textContent).toBe('Light theme');
  });
});
