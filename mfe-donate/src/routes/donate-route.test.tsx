import { createMockPlatform, createQueryClient } from '@reentry/platform';
import { fakeApi, json, siteConfig } from '../test/render-donate';
import { donateRoute } from './donate-route';

type Loader = (args: { request: Request; params: object; context: unknown }) => Promise<unknown>;

function loaderWith(stripePublishableKey: string | null, runAtLoad?: () => void) {
  const api = fakeApi({ '/api/site-config': () => json(200, siteConfig(stripePublishableKey)) });
  const route = donateRoute({ queryClient: createQueryClient(), api: createMockPlatform({ fetch: api.fetch }).api, getLocale: () => 'en', runAtLoad });
  return (path: string) => (route.loader as Loader)({ request: new Request(`http://localhost${path}`), params: {}, context: undefined });
}

// jsdom has no navigation timing: stand in the one call the page makes.
let entries: PerformanceEntry[] = [];
beforeAll(() => Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => entries }));
afterAll(() => Reflect.deleteProperty(performance, 'getEntriesByType'));

function documentLoadedAt(url: string) {
  entries = [{ name: url } as PerformanceEntry];
}

// Stripe's origins are in the Content-Security-Policy of /donate's own document only.
describe('arriving at /donate by a link inside the site', () => {
  it('loads the page as a document of its own when Stripe is set up', async () => {
    documentLoadedAt('http://localhost/modules');
    const thrown = await loaderWith('pk_test_123')('/donate?lang=es').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/donate?lang=es');
    expect((thrown as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('stays a client-side navigation when the document is already /donate, or when giving is off', async () => {
    documentLoadedAt('http://localhost/donate');
    await expect(loaderWith('pk_test_123')('/donate')).resolves.toEqual({ attempt: expect.stringMatching(/^[0-9a-f]{32}$/) });
    documentLoadedAt('http://localhost/DONATE/');
    await expect(loaderWith('pk_test_123')('/donate')).resolves.toEqual({ attempt: expect.stringMatching(/^[0-9a-f]{32}$/) });
    documentLoadedAt('http://localhost/');
    await expect(loaderWith(null)('/donate')).resolves.toEqual({ attempt: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('does nothing when the browser cannot say where the document was loaded', async () => {
    entries = [];
    await expect(loaderWith('pk_test_123')('/donate')).resolves.toEqual({ attempt: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });
});

// The shell starts a page's code at the visitor's first touch; coming back from a bank cannot wait for it.
describe('coming back from a bank page', () => {
  it("asks the host to start the page's code at once, so the result is read and the secret leaves the address", async () => {
    documentLoadedAt('http://localhost/donate');
    const runAtLoad = jest.fn();
    await loaderWith('pk_test_123', runAtLoad)('/donate?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded');
    expect(runAtLoad).toHaveBeenCalledTimes(1);
  });

  it('asks nothing on an ordinary visit', async () => {
    documentLoadedAt('http://localhost/donate');
    const runAtLoad = jest.fn();
    await loaderWith('pk_test_123', runAtLoad)('/donate?lang=es');
    expect(runAtLoad).not.toHaveBeenCalled();
  });
});
