/**
 * @jest-environment node
 */
// The home page shows the content studio's published mission cards (GET /api/content/home) and module
// catalogue (GET /api/content/module-catalog) in the server's HTML and page data; an editor's draft of the
// cards in a preview (?preview=draft, staff only, never kept or indexed); never a text of its own (issue 43).
import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { home } from '@reentry/content/home';
import { moduleCatalog } from '@reentry/content/module-catalog';
import type { Locale } from '@reentry/contracts/locale';
import type { User } from '@reentry/contracts/user';
import { createMockPlatform, createQueryClient, messagesQueryKey, PlatformProvider, type FetchLike } from '@reentry/platform';
import { loadShellMessages } from '../i18n/load-messages';
import { homeLoader } from './home-loader';
import { HomePage } from './home-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const PUBLISHED = { en: 'A card sentence an editor published.', es: 'Una frase de tarjeta publicada.' };
const DRAFT = 'A card sentence still in the draft.';

/** The home document with the first card's sentence replaced. */
function homeWith(sentence: string, lang: Locale) {
  const changed = structuredClone(home[lang]);
  changed.missionCards[0]!.body[0] = sentence;
  return changed;
}
const catalogWith = (title: string, lang: Locale) => moduleCatalog[lang].map((module) => ({ ...module, title: module.id === 3 ? title : module.title, topics: [] }));

/** The API as the page reads it: published cards and catalogue, the draft for staff; `fail` makes every content read fail. */
function fakeApi(lang: Locale, fail?: 'network' | 'unavailable') {
  const asked: string[] = [];
  const fetch: FetchLike = async (url) => {
    asked.push(url);
    if (url.startsWith('/api/content/') || url.startsWith('/api/admin/content/')) {
      if (fail === 'network') throw new TypeError('fetch failed');
      if (fail === 'unavailable') return json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again soon.' } });
    }
    if (url === `/api/content/home?lang=${lang}`) return json(200, { key: 'home', lang, version: 3, document: homeWith(PUBLISHED[lang], lang) });
    if (url === `/api/content/module-catalog?lang=${lang}`) return json(200, { key: 'module-catalog', lang, version: 8, document: catalogWith(`Published module 3 (${lang})`, lang) });
    if (url === `/api/admin/content/home/preview?lang=${lang}`) return json(200, { key: 'home', lang, version: 5, document: homeWith(DRAFT, lang) });
    if (url.startsWith('/api/success-stories')) return json(200, []);
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  };
  return { fetch, asked };
}

/** `/` as the server renders it: the home route's loader, a full prerender, the page data a browser gets. */
async function homeOnServer(url: string, { user = null, locale = 'en', fail }: { user?: User | null; locale?: Locale; fail?: 'network' | 'unavailable' } = {}) {
  const api = fakeApi(locale, fail);
  const platform = createMockPlatform({ user, fetch: api.fetch, getLocale: () => locale });
  const queryClient = createQueryClient();
  const handler = createStaticHandler([{ path: '/', loader: homeLoader({ queryClient, api: platform.api, getLocale: () => locale }), Component: HomePage }]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`a redirect to ${context.headers.get('Location')}`);
  await queryClient.ensureQueryData({ queryKey: messagesQueryKey('shell', locale), queryFn: () => loadShellMessages(locale) });
  const { prelude } = await prerenderToNodeStream(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ shell: loadShellMessages }} preferences={{ locale, theme: 'light' }}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </PlatformProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  const headers = Object.fromEntries(Object.values(context.loaderHeaders).flatMap((response) => [...response.entries()]));
  return { html: Buffer.concat(chunks).toString('utf8'), data: JSON.stringify(dehydrate(queryClient)), headers, asked: api.asked };
}

const learner: User = { id: 3, username: 'maria', email: null, name: 'Maria', isAdmin: false, isInstructor: false, assignedInstructorId: null, progress: { completedModules: [], quizScores: {} } };
const editor: User = { ...learner, isContentEditor: true };
const DRAFT_BANNER = 'Preview of a draft.';

jest.setTimeout(30_000);

describe('the home page', () => {
  it.each(['en', 'es'] as const)('shows the published mission cards and module catalogue in the HTML and page data, not the release’s text (%s)', async (locale) => {
    const { html, data, headers, asked } = await homeOnServer('/', { locale });
    expect(html).toContain(PUBLISHED[locale]);
    expect(html).not.toContain(home[locale].missionCards[0]!.body[0]!.slice(0, 30));
    expect(html).toContain(`Published module 3 (${locale})`);
    expect(html).not.toContain(moduleCatalog[locale][2]!.title);
    expect(data).toContain(PUBLISHED[locale]);
    // The published version, so a signed-in learner's kept copy of / is replaced when it changes.
    expect(headers).toEqual({ 'content-version': 'home@3' });
    expect(asked.filter((url) => url.includes('/api/admin/'))).toEqual([]);
  });

  it('shows an editor the draft of the cards with a banner, never kept by a cache and not indexed', async () => {
    const { html, headers, asked } = await homeOnServer('/?preview=draft', { user: editor });
    expect(html).toContain(DRAFT);
    expect(html).toContain(DRAFT_BANNER);
    expect(html).not.toContain(PUBLISHED.en);
    expect(headers).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    expect(asked).not.toContain('/api/content/home?lang=en');
  });

  it('shows anyone else the published cards at the preview’s address, and asks for no draft', async () => {
    const { html, headers, asked } = await homeOnServer('/?preview=draft', { user: learner });
    expect(html).toContain(PUBLISHED.en);
    expect(html).not.toContain(DRAFT_BANNER);
    expect(headers).toEqual({ 'content-version': 'home@3' });
    expect(asked.filter((url) => url.includes('/api/admin/'))).toEqual([]);
  });

  it('shows no release text when the API cannot be reached at all: the cards are loading (in the browser, then not saved here)', async () => {
    const { html } = await homeOnServer('/', { fail: 'network' });
    expect(html).not.toContain(home.en.missionCards[0]!.body[0]!);
    expect(html).not.toContain(moduleCatalog.en[2]!.title);
    expect(html.match(/Loading…/g)).toHaveLength(2);
  });

  it('links the Outcomes & Impact card to the figures at /impact (issue 40), and no other card', async () => {
    const { html } = await homeOnServer('/');
    expect(html.match(/<a[^>]*href="\/impact"[^>]*>See our results in numbers<\/a>/g)).toHaveLength(1);
    const outcomes = html.slice(html.indexOf('Outcomes &amp; Impact'));
    expect(outcomes.slice(0, outcomes.indexOf('</li>'))).toContain('href="/impact"');
  });

  it('says the cards are loading when the API answers an error (the browser asks again), never showing old text', async () => {
    const { html } = await homeOnServer('/', { fail: 'unavailable' });
    expect(html).not.toContain(home.en.missionCards[0]!.body[0]!);
    expect(html).not.toContain(moduleCatalog.en[2]!.title);
    expect(html.match(/Loading…/g)).toHaveLength(2);
    expect(html).toContain('Our mission and impact');
  });
});
