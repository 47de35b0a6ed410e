/**
 * @jest-environment node
 */
// Renders the page on the server side of React (no window, no document, no storage), as the shell's server
// rendering does, with the data its loader ensured: proof that rendering reads no browser global.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createMockPlatform, createQueryClient, loadPlatformMessages, PlatformProvider } from '@reentry/platform';
import { fakeApi, json, siteConfig } from './test/render-donate';
import { loadMessages } from './i18n/load-messages';
import remote from './remote';

/** A form as the browser posts it without script. */
const posted = (fields: Record<string, string>): RequestInit => ({ method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

async function renderPath(path: string, stripePublishableKey: string | null, locale: 'en' | 'es' = 'en', init?: RequestInit) {
  const api = fakeApi({
    '/api/site-config': () => json(200, siteConfig(stripePublishableKey)),
    '/api/create-payment-intent': () => json(200, { clientSecret: 'pi_1_secret_2' }),
    '/api/donations/mine': () => json(200, { giving: null }),
    '/api/donations/manage-link': () => json(202, { message: 'If this email address gave to us, we sent it a link.' }),
  });
  const platform = createMockPlatform({ user: null, fetch: api.fetch });
  const queryClient = createQueryClient();
  const handler = createStaticHandler(remote.routes({ queryClient, api: platform.api, getLocale: () => locale }));
  const context = await handler.query(new Request(`http://localhost${path}`, init));
  if (context instanceof Response) return { html: '', requests: api.requests, redirect: context };
  const messages = await loadMessages(locale);
  const html = renderToString(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ platform: loadPlatformMessages, donate: async () => messages }} preferences={{ locale, theme: 'light' }}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </PlatformProvider>,
  );
  return { html, requests: api.requests, redirect: undefined, status: context.statusCode };
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
    // A GET form: a preset is a submit button, the other amount a field; nothing waits for script.
    expect(html).toMatch(/<form data-html-first="" class="form" noValidate="" data-discover="true" action="\/donate" method="get">/);
    expect(html).toContain('<button type="submit" class="button button--secondary" value="25" name="amount">$25</button>');
    expect(html).not.toMatch(/disabled/);
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

  it('without script: the amount in the address gives the donor step, a real form posted to /donate with the amount', async () => {
    const { html } = await renderPath('/donate?frequency=monthly&amount=25&other=', 'pk_test_123');
    expect(html).toContain('Step 2 of 3: About you');
    expect(html).toContain('You are giving $25.00 each month.');
    expect(html).toMatch(/<form[^>]* action="\/donate" method="post"/);
    expect(html).toContain('<input type="hidden" name="amount" value="25"/>');
    expect(html).toContain('<input type="hidden" name="frequency" value="monthly"/>');
    expect(html).toMatch(/<a class="button button--secondary" href="\/donate\?frequency=monthly&amp;change=25"/);
  });

  it('without script: an amount refused, or Continue with none, is the amount step again with the mistake on the field', async () => {
    expect((await renderPath('/donate?frequency=once&other=0.5', 'pk_test_123')).html).toContain('The smallest donation is $1');
    expect((await renderPath('/donate?frequency=once&other=0.5', 'pk_test_123')).html).toMatch(/autofocus=""[^>]*name="other" value="0.5"/);
    expect((await renderPath('/donate?frequency=once&other=', 'pk_test_123')).html).toMatch(/field__error[^<]*>Please select an amount to give./);
    expect((await renderPath('/donate?amount=%3Cscript%3E', 'pk_test_123')).html).toContain('Please enter an amount in dollars, like 25 or 25.50');
  });

  const donor = { amount: '25', frequency: 'once', attempt: 'a1', donorName: 'Maria Lopez', donorEmail: 'maria@example.org', donorPhone: '', donorAddress: '', message: '', isAnonymous: 'on' };

  it('without script: the donor post reaches the card step, which says it needs script, and never asks for a payment', async () => {
    const { html, requests, status } = await renderPath('/donate', 'pk_test_123', 'en', posted(donor));
    expect(status).toBe(200);
    expect(html).toContain('Step 3 of 3: Payment');
    expect(html).toMatch(/<noscript>.*Paying by card needs JavaScript.*<\/noscript>/);
    expect(html).toContain('<a href="/donate?frequency=once&amp;amount=25"');
    expect(requests.map((r) => r.url)).toEqual(['/api/site-config']);
  });

  it('without script: a donor post with mistakes is the donor step again, with what was typed and the messages', async () => {
    const { html, requests, status } = await renderPath('/donate', 'pk_test_123', 'en', posted({ ...donor, donorName: 'M', donorEmail: 'nope' }));
    expect(status).toBe(400);
    expect(html).toContain('Please fix the 2 fields marked below.');
    expect(html).toContain('Name must be at least 2 characters');
    expect(html).toContain('Please enter a valid email address');
    expect(html).toMatch(/autofocus=""[^>]*name="donorName"|name="donorName"[^>]*autofocus=""/i);
    expect(html).toContain('value="nope"');
    expect(html).toContain('<input type="hidden" name="amount" value="25"/>');
    expect(requests.map((r) => r.url)).toEqual(['/api/site-config']);
  });

  it('without script: an amount changed by hand in the post is refused, never a 500', async () => {
    const { html, status } = await renderPath('/donate', 'pk_test_123', 'en', posted({ ...donor, amount: '99999999', frequency: '__proto__' }));
    expect(status).toBe(400);
    expect(html).toContain('Step 1 of 3: Choose an amount');
  });

  it('without script: "Manage my giving" mails a link by a real post, then says so at ?done=sent', async () => {
    const { redirect, requests } = await renderPath('/donate/manage', 'pk_test_123', 'en', posted({ email: ' ana@example.org ' }));
    expect(redirect?.status).toBe(303);
    expect(redirect?.headers.get('Location')).toBe('/donate/manage?done=sent');
    expect(requests.find((r) => r.url === '/api/donations/manage-link')?.body).toEqual({ email: 'ana@example.org' });
    const { html } = await renderPath('/donate/manage?done=sent', 'pk_test_123');
    expect(html).toMatch(/role="status"[^>]*><p><strong>Check your email/);
    expect(html).toContain('If this email address gave to us, we sent it a link.');
  });

  it('loads its Spanish messages; the contracts\' come once, with the platform\'s catalogue', async () => {
    const es = await remote.loadMessages('es');
    expect(es['donate.payment.unable']).toBe('No se pudo iniciar el pago');
    expect(es['contracts.donations.nameMin']).toBeUndefined();
    expect((await loadPlatformMessages('es'))['contracts.donations.nameMin']).toBe('El nombre debe tener al menos 2 caracteres');
    expect(await remote.loadMessages('en')).toEqual({});
  });
});
