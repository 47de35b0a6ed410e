/**
 * @jest-environment node
 */
// Renders the portal as the shell's server does (static handler, loaders, renderToString): proof that
// rendering reads no browser global, that the role is checked before any student data is asked for, and
// that a refused visitor gets a real redirect carrying the flash toast.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { getModule } from '@reentry/content/modules';
import { getQuiz } from '@reentry/content/quizzes';
import { teachingResources } from '@reentry/content/teaching-resources';
import type { LessonPlan } from '@reentry/contracts/content-pages';
import type { User } from '@reentry/contracts/user';
import { createMockPlatform, createQueryClient, FLASH_TOAST_COOKIE, PlatformProvider } from '@reentry/platform';
import { loadMessages } from './i18n/load-messages';
import remote from './remote';
import { fakeApi, instructor, user, type ContentAnswers } from './test/fixtures';

type RenderOptions = { locale?: 'en' | 'es'; students?: Parameters<typeof fakeApi>[0]['students']; published?: ContentAnswers; drafts?: ContentAnswers };

async function serverRender(path: string, me: User | null, { locale = 'en', students, published, drafts }: RenderOptions = {}) {
  const api = fakeApi({ me, students, published, drafts });
  const platform = createMockPlatform({ fetch: api.fetch, getLocale: () => locale });
  const queryClient = createQueryClient();
  const handler = createStaticHandler(remote.routes({ queryClient, api: platform.api, getLocale: () => locale }));
  const context = await handler.query(new Request(`http://site${path}`));
  if (context instanceof Response) return { response: context, html: '', asked: api.asked, headers: {} };
  const messages = await loadMessages(locale);
  await queryClient.prefetchQuery({ queryKey: ['platform', 'messages', 'instructor', locale], queryFn: () => messages });
  const html = renderToString(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ instructor: loadMessages }} preferences={{ locale, theme: 'light' }}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </PlatformProvider>,
  );
  const headers = Object.fromEntries(Object.values(context.loaderHeaders).flatMap((response) => [...response.entries()]));
  return { response: undefined, html, asked: api.asked, headers };
}

describe('the instructor remote', () => {
  it('implements RemoteModule v2 with the portal, the handout, the answer sheets, their entry grid and the claim cards', () => {
    expect(remote).toMatchObject({ id: 'instructor', contractVersion: 2 });
    const routes = remote.routes({ queryClient: createQueryClient(), api: createMockPlatform().api, getLocale: () => 'en' });
    expect(routes.map((route) => route.path)).toEqual(['/instructor', '/instructor/handout', '/instructor/answer-sheet/:moduleId', '/instructor/paper-entry', '/instructor/paper-entry/:moduleId', '/instructor/claim-cards']);
  });

  const others: [string, User | null][] = [
    ['a visitor', null],
    ['a learner', user({ username: 'learner' })],
    ['an admin who is not an instructor', user({ username: 'admin', isAdmin: true })],
  ];
  for (const path of ['/instructor', '/instructor?student=12', '/instructor?tab=resources', '/instructor/handout', '/instructor/paper-entry', '/instructor/paper-entry/6']) {
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

describe('the teaching resources from the content studio', () => {
  /** The lesson plans with module 1's first objective changed (in the asked language). */
  const plansWith = (objective: string) => (lang: 'en' | 'es') => {
    const plans = structuredClone(teachingResources[lang]) as LessonPlan[];
    plans[0]!.objectives[0] = `${objective} (${lang})`;
    return plans;
  };
  const editor = user({ username: 'eddie', isContentEditor: true });

  it.each(['en', 'es'] as const)('shows an instructor the published lesson plans, not the release’s (%s)', async (locale) => {
    const { html } = await serverRender('/instructor?tab=resources', instructor, { locale, published: { 'teaching-resources': plansWith('Name two safe ways to pay') } });
    expect(html).toContain(`Name two safe ways to pay (${locale})`);
    expect(html).not.toContain(teachingResources[locale][0]!.objectives[0]);
  });

  it('prints the published lessons and questions in the handout (the public quiz: no answers)', async () => {
    const lesson = (lang: 'en' | 'es') => ({ ...getModule(lang, 2)!, description: 'A description an editor published.' });
    const quiz = (lang: 'en' | 'es') => ({ ...getQuiz(lang, 6)!, questions: getQuiz(lang, 6)!.questions.map((question, i) => (i === 0 ? { ...question, text: 'A question an editor published?' } : question)) });
    const { html, asked } = await serverRender('/instructor/handout', instructor, { published: { 'module-2': lesson, 'quiz-6': quiz } });
    expect(html).toContain('A description an editor published.');
    expect(html).toContain('A question an editor published?');
    expect(asked).toEqual(expect.arrayContaining(['/api/content/module-6', '/api/content/quiz-1']));
  });

  it('shows a content editor who teaches no class the draft plans at the preview’s address: a banner, no tabs or class data, never kept or indexed', async () => {
    const { html, headers, asked } = await serverRender('/instructor?preview=draft&lang=en', editor, { drafts: { 'teaching-resources': plansWith('A draft objective') } });
    expect(html).toContain('A draft objective (en)');
    expect(html).toContain('Preview of a draft.');
    expect(html).not.toContain('role="tab"');
    expect(headers).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    expect(asked.filter((path) => path.startsWith('/api/instructor/'))).toEqual([]);
  });

  it('shows an instructor the published plans at the preview’s address, and a learner nothing', async () => {
    const drafts = { 'teaching-resources': plansWith('A draft objective') };
    const { html, headers, asked } = await serverRender('/instructor?preview=draft', instructor, { drafts });
    expect(html).toContain(teachingResources.en[0]!.objectives[0]);
    expect(html).not.toContain('Preview of a draft.');
    expect(headers).toEqual({});
    expect(asked).not.toContain('/api/admin/content/teaching-resources/preview');
    const learner = await serverRender('/instructor?preview=draft', user({ username: 'learner' }), { drafts });
    expect(learner.response?.headers.get('Location')).toBe('/');
  });
});
