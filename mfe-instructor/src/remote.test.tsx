/**
 * @jest-environment node
 */
// Renders the portal as the shell's server does (static handler, loaders, renderToString): proof that
// rendering reads no browser global, that the role is checked before any student data is asked for, and
// that a refused visitor gets a real redirect carrying the flash toast.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { User } from '@reentry/contracts/user';
import { createMockPlatform, createQueryClient, FLASH_TOAST_COOKIE, PlatformProvider } from '@reentry/platform';
import { loadMessages } from './i18n/load-messages';
import remote from './remote';
import { fakeApi, instructor, user } from './test/fixtures';

async function serverRender(path: string, me: User | null, { locale = 'en' as 'en' | 'es', students = undefined as Parameters<typeof fakeApi>[0]['students'] } = {}) {
  const api = fakeApi({ me, students });
  const platform = createMockPlatform({ fetch: api.fetch, getLocale: () => locale });
  const queryClient = createQueryClient();
  const handler = createStaticHandler(remote.routes({ queryClient, api: platform.api, getLocale: () => locale }));
  const context = await handler.query(new Request(`http://site${path}`));
  if (context instanceof Response) return { response: context, html: '', asked: api.asked };
  const messages = await loadMessages(locale);
  await queryClient.prefetchQuery({ queryKey: ['platform', 'messages', 'instructor', locale], queryFn: () => messages });
  const html = renderToString(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ instructor: loadMessages }} preferences={{ locale, theme: 'light' }}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </PlatformProvider>,
  );
  return { response: undefined, html, asked: api.asked };
}

describe('the instructor remote', () => {
  it('implements RemoteModule v2 with the portal and the handout', () => {
    expect(remote).toMatchObject({ id: 'instructor', contractVersion: 2 });
    const routes = remote.routes({ queryClient: createQueryClient(), api: createMockPlatform().api, getLocale: () => 'en' });
    expect(routes.map((route) => route.path)).toEqual(['/instructor', '/instructor/handout']);
  });

  const others: [string, User | null][] = [
    ['a visitor', null],
    ['a learner', user({ username: 'learner' })],
    ['an admin who is not an instructor', user({ username: 'admin', isAdmin: true })],
  ];
  for (const path of ['/instructor', '/instructor?student=12', '/instructor?tab=resources', '/instructor/handout']) {
    it.each(others)(`sends %s from ${path} home with the Access Denied toast, asking for no student data`, async (_who, me) => {
      const { response, asked } = await serverRender(path, me);
      expect(response?.status).toBe(302);
      expect(response?.headers.get('Location')).toBe('/');
      expect(response?.headers.get('Set-Cookie')).toMatch(new RegExp(`^${FLASH_TOAST_COOKIE.replace('.', '\\.')}=instructor-access-denied; Path=/; Max-Age=\\d+`));
      expect(asked).toEqual(['/api/auth/me']);
    });
  }

  it('sends a former instructor home too when the API refuses the class (role taken away)', async () => {
    const { response } = await serverRender('/instructor', instructor, { students: null });
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Set-Cookie')).toContain('instructor-access-denied');
  });

  it("renders an instructor's class without a browser: tabs, list, prompt and class tools", async () => {
    expect(typeof window).toBe('undefined');
    const { html } = await serverRender('/instructor', instructor);
    expect(html).toContain('<h1 tabindex="-1">Instructor portal</h1>');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>My Students</);
    expect(html).toContain('Ana Díaz');
    expect(html).toContain('2 of 6 modules completed');
    expect(html).toContain('Certificates: Financial Literacy Basics');
    expect(html).toContain('Select a student to view their details');
    expect(html).toContain('/api/instructor/class-progress.csv?lang=en');
    expect(html).toContain('What is a blockchain?');
  });

  it('renders the open student from the URL, with dates in the site time zone, in Spanish', async () => {
    const { html } = await serverRender('/instructor?student=12', instructor, { locale: 'es' });
    expect(html).toContain('Mis estudiantes');
    expect(html).toContain('Cerrar');
    expect(html).toContain('Certificados: Conceptos básicos de finanzas (K7QM-4XPA-9TRD-W2HN)');
    expect(html).toContain('Módulo 1: Introducción al dinero digital');
    // 02:30 UTC on March 5 is still March 4 in New York.
    expect(html).toContain('Última actividad: 4 mar 2026');
    expect(html).toContain('Eligió: A kind of prepaid debit card');
  });

  it('says so when the open student is not in the class', async () => {
    const { html } = await serverRender('/instructor?student=99', instructor);
    expect(html).toContain('We could not find this student in your class.');
  });

  it('shows the exact empty state to an instructor without students', async () => {
    const { html } = await serverRender('/instructor', instructor, { students: [] });
    expect(html).toContain('No students assigned yet');
    expect(html).toContain('Once students are assigned to you by an administrator, they&#x27;ll appear here.');
  });

  it('renders the lesson plans, one printable article per module', async () => {
    const { html } = await serverRender('/instructor?tab=resources', instructor);
    expect(html).toMatch(/aria-selected="true"[^>]*>Teaching Resources</);
    expect(html.match(/class="lesson-plan print-page"/g)).toHaveLength(6);
    expect(html).toContain('Participant handout');
  });

  it('renders the handout: every module and its questions, never an answer key', async () => {
    const { html } = await serverRender('/instructor/handout', instructor);
    expect(html.match(/class="handout-module print-page"/g)).toHaveLength(6);
    expect(html).toContain('What is a blockchain?');
    expect(html).not.toMatch(/correctAnswer|explanation/i);
  });
});
