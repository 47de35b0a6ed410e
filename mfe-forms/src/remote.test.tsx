/**
 * @jest-environment node
 */
// Renders every page on the server side of React (no window, no document, no storage), as the shell's
// server rendering will: proof that rendering reads no browser global.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';
import remote from './remote';

function renderPath(path: string): string {
  const platform = createMockPlatform({ user: null, fetch: async () => new Response('{}', { status: 404 }) });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(remote.routes({ queryClient, api: platform.api, getLocale: () => 'en' }), { initialEntries: [path] });
  return renderToString(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{}} preferences={{ locale: 'en', theme: 'light' }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
}

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
  ])('renders %s without a browser', (path, heading, text) => {
    expect(typeof window).toBe('undefined');
    const html = renderPath(path);
    expect(html).toContain(heading);
    expect(html).toContain(text);
  });

  it('loads Spanish messages, including the contracts\' validation messages', async () => {
    const es = await remote.loadMessages('es');
    expect(es['forms.facility.submit']).toBe('Enviar solicitud');
    expect(es['contracts.forms.facilityNameRequired']).toBe('El nombre del centro es obligatorio');
    expect(await remote.loadMessages('en')).toEqual({});
  });
});
