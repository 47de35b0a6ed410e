/**
 * @jest-environment node
 */
// Renders the page on the server side of React (no window, no document, no storage), as the shell's server
// rendering does, with the data its loader ensured: proof that rendering reads no browser global.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';
import { fakeApi, json, siteConfig } from './test/render-donate';
import { loadMessages } from './i18n/load-messages';
import remote from './remote';

async function renderPath(path: string, stripePublishableKey: string | null, locale: 'en' | 'es' = 'en') {
  const api = fakeApi({ '/api/site-config': () => json(200, siteConfig(stripePublishableKey)) });
  const platform = createMockPlatform({ user: null, fetch: api.fetch });
  const queryClient = createQueryClient();
  const handler = createStaticHandler(remote.routes({ queryClient, api: platform.api, getLocale: () => locale }));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`loader answered ${context.status}`);
  const messages = await loadMessages(locale);
  const html = renderToString(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ donate: async () => messages }} preferences={{ locale, theme: 'light' }}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </PlatformProvider>,
  );
  return { html, requests: api.requests };
}

describe('the donate remote', () => {
  it('implements RemoteModule v2 with its two paths', () => {
    expect(remote).toMatchObject({ id: 'donate', contractVersion: 2 });
    const routes = remote.routes({ queryClient: createQueryClient(), api: createMockPlatform().api, getLocale: () => 'en' });
    expect(routes.map((route) => route.path)).toEqual(['/donate', '/donate/manage']);
  });

  it('renders the amount step without a browser when Stripe is set up, from the settings its loader read', async () => {
    expect(typeof window).toBe('undefined');
    const { html, requests } = await renderPath('/donate', 'pk_test_123');
    expect(requests.map((r) => r.url)).toEqual(['/api/site-config']);
    expect(html).toContain('Step 1 of 3: Choose an amount');
    expect(html).toContain('Please select an amount to give.');
    expect(html).toMatch(/<form noValidate="" class="form" method="post">/);
    expect(html).not.toMatch(/stripe\.com|pk_test_123/);
  });

  it('renders the not-set-up message, and no form, without keys', async () => {
    const { html } = await renderPath('/donate', null);
    expect(html).toContain('Online giving is not set up yet.');
    expect(html).toContain('href="/contact?subject=donation"');
    expect(html).not.toContain('<form');
  });

  it('renders a return from Stripe like a first visit (the browser reads the address after hydration)', async () => {
    const { html } = await renderPath('/donate?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded', 'pk_test_123');
    expect(html).toContain('Step 1 of 3: Choose an amount');
    expect(html).not.toContain('pi_1_secret_2');
  });

  it('loads Spanish messages, including the contracts\' validation messages', async () => {
    const es = await remote.loadMessages('es');
    expect(es['donate.payment.unable']).toBe('No se pudo iniciar el pago');
    expect(es['contracts.donations.nameMin']).toBe('El nombre debe tener al menos 2 caracteres');
    expect(await remote.loadMessages('en')).toEqual({});
  });
});
