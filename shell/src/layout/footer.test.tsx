import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { emptyOrganisation } from '@reentry/contracts/organisation';
import { createMockPlatform, createQueryClient, PlatformProvider, siteConfigQuery } from '@reentry/platform';
import { Footer } from './footer';

/** The footer as the server renders it, with the site config the root loader put in the cache (or none). */
function footerHtml(organisation?: typeof emptyOrganisation) {
  const platform = createMockPlatform();
  const queryClient = createQueryClient();
  if (organisation) queryClient.setQueryData(siteConfigQuery(platform.api).queryKey, { organisation } as never);
  const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
  return renderToString(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{}} preferences={{ locale: 'en', theme: 'light' }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
}

describe('the footer', () => {
  it("shows the organisation's name, address, phone and email in the server's HTML", () => {
    const html = footerHtml({ ...emptyOrganisation, publicName: 'Second Chance', address: '42 Check Lane\nColumbus, OH', phone: '(614) 555-0142', email: 'hi@example.org' });
    expect(html).toContain('<strong>Second Chance</strong>');
    expect(html).toContain('42 Check Lane<br/>Columbus, OH');
    expect(html).toContain('<a href="tel:6145550142">(614) 555-0142</a>');
    expect(html).toContain('<a href="mailto:hi@example.org">hi@example.org</a>');
  });

  it('shows no empty address block when nothing is set, or when the site config could not be read', () => {
    expect(footerHtml(emptyOrganisation)).not.toContain('<address');
    expect(footerHtml()).not.toContain('<address');
  });
});
