import { emptyOrganisation } from '@reentry/contracts/organisation';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, json, renderWithPlatform } from '../../test/render-with-platform';
import { SocialLinks } from './social-links';

const config = (social: Array<{ network: string; url: string }>) => ({
  token: { network: null, contractAddress: null, buyUrl: null },
  donations: { stripePublishableKey: null, minAmountCents: 100, maxAmountCents: 1_000_000 },
  social,
  organisation: emptyOrganisation,
  timeZone: 'America/New_York',
});

describe('SocialLinks', () => {
  it('links only the networks the site configuration names', async () => {
    const api = fakeApi({ '/api/site-config': () => json(200, config([{ network: 'facebook', url: 'https://facebook.com/reentry' }, { network: 'youtube', url: 'https://youtube.com/@reentry' }])) });
    await renderWithPlatform(<SocialLinks />, { fetch: api.fetch });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.com/reentry'],
      ['YouTube', 'https://youtube.com/@reentry'],
    ]);
    expect(screen.getByRole('heading', { name: 'Follow us' })).toBeTruthy();
  });

  it('shows nothing when no network is configured or the configuration cannot be read', async () => {
    for (const answer of [() => json(200, config([])), () => json(500, {})]) {
      const api = fakeApi({ '/api/site-config': answer });
      const { container, unmount } = await renderWithPlatform(<SocialLinks />, { fetch: api.fetch });
      await waitFor(() => expect(api.requests.map((request) => request.url)).toContain('/api/site-config'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(container.textContent).toBe('');
      unmount();
    }
  });
});
