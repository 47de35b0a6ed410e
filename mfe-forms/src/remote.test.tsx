/**
 * @jest-environment node
 */
// Renders every page as the shell's server does, with no browser at all (no window, no document, no
// storage): proof that rendering reads no browser global, and a check of what the HTML holds.
import { emptyOrganisation } from '@reentry/contracts/organisation';
import { createMockPlatform, createQueryClient, loadPlatformMessages } from '@reentry/platform';
import remote from './remote';
import { fakeApi, json } from './test/fake-api';
import { pageOnServer } from './test/render-on-server';

const siteConfig = (social: Array<{ network: string; url: string }>) => ({
  token: { network: null, contractAddress: null, buyUrl: null },
  donations: { stripePublishableKey: null, minAmountCents: 100, maxAmountCents: 1_000_000 },
  social,
  organisation: emptyOrganisation,
  timeZone: 'America/New_York',
});

describe('the forms remote', () => {
  it('implements RemoteModule v2 with its four paths', () => {
    expect(remote).toMatchObject({ id: 'forms', contractVersion: 2 });
    const routes = remote.routes({ queryClient: createQueryClient(), api: createMockPlatform().api, getLocale: () => 'en' });
    expect(routes.map((route) => route.path)).toEqual(['/schedule', '/contact', '/assistance', '/share-your-story']);
  });

  it.each([
    ['/schedule', 'Schedule a presentation', 'Facility Name'],
    ['/contact', 'Get in touch', 'Send Message'],
    ['/assistance', 'Get help', 'Submit Application'],
    ['/share-your-story', 'Share your story', 'Share My Story'],
  ])('renders %s without a browser, the whole form in the HTML', async (path, heading, text) => {
    expect(typeof window).toBe('undefined');
    const { html } = await pageOnServer(path, { fetch: fakeApi({}).fetch });
    expect(html).toContain(heading);
    expect(html).toContain(text);
    expect(html).toMatch(/<form[^>]*novalidate=""/i);
  });

  it.each([
    ['/schedule', 'Programe una presentación', 'Enviar solicitud'],
    ['/contact', 'Contáctenos', 'Enviar mensaje'],
    ['/assistance', 'Obtenga ayuda', 'Enviar solicitud'],
    ['/share-your-story', 'Comparta su historia', 'Compartir mi historia'],
  ])('renders %s in Spanish', async (path, heading, submit) => {
    const { html } = await pageOnServer(path, { fetch: fakeApi({}).fetch, locale: 'es' });
    expect(html).toContain(heading);
    expect(html).toContain(submit);
  });

  it('puts the configured social links in the HTML of /contact, and no link for a network without an address', async () => {
    const api = fakeApi({ '/api/site-config': () => json(200, siteConfig([{ network: 'facebook', url: 'https://facebook.com/reentry' }])) });
    const { html, data } = await pageOnServer('/contact', { fetch: api.fetch });
    expect(html).toContain('href="https://facebook.com/reentry"');
    expect(html).toContain('>Facebook</a>');
    for (const network of ['Instagram', 'LinkedIn', 'YouTube', 'X (Twitter)']) expect(html).not.toContain(`>${network}</a>`);
    expect(data).toContain('"platform","site-config"');
  });

  it('still renders /contact, without social links, when the site configuration cannot be read', async () => {
    const api = fakeApi({ '/api/site-config': () => json(503, { error: { code: 'UNAVAILABLE', message: 'Try again.' } }) });
    const { html } = await pageOnServer('/contact', { fetch: api.fetch });
    expect(html).toContain('Send Message');
    expect(html).not.toContain('social-links-heading');
  });

  it('loads its Spanish messages; the contracts\' come once, with the platform\'s catalogue', async () => {
    const es = await remote.loadMessages('es');
    expect(es['forms.facility.submit']).toBe('Enviar solicitud');
    expect(es['contracts.forms.facilityNameRequired']).toBeUndefined();
    expect((await loadPlatformMessages('es'))['contracts.forms.facilityNameRequired']).toBe('El nombre del centro es obligatorio');
    expect(await remote.loadMessages('en')).toEqual({});
  });
});
