/**
 * @jest-environment node
 */
// Renders every page as the shell's server does, with no browser at all (no window, no document,
// no storage): proof that render reads no browser global, and a check of what the HTML and the
// page's data hold (and do not hold).
import { module1En } from '@reentry/content/modules/module-1.en';
import { module1Es } from '@reentry/content/modules/module-1.es';
import { module3En } from '@reentry/content/modules/module-3.en';
import { createMockPlatform, createQueryClient } from '@reentry/platform';
import remote from './remote';
import { json, learner, siteConfig } from './test/fake-api';
import { pageOnServer, renderOnServer } from './test/render-on-server';

const firstParagraph = (module: typeof module1En) => module.content.sections[0]!.paragraphs[0]!;
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('the learning remote', () => {
  it('implements RemoteModule v2 with its paths', () => {
    expect(remote).toMatchObject({ id: 'learning', contractVersion: 2 });
    const routes = remote.routes({ queryClient: createQueryClient(), api: createMockPlatform().api, getLocale: () => 'en' });
    expect(routes.map((route) => route.path)).toEqual(['/modules', '/modules/:id', '/resources', '/how-to-buy', '/certificates', '/certificates/verify', '/certificates/verify/:code', '/practice', '/practice/print', '/practice/:id', '/money-plan', '/money-plan/letter']);
  });

  it.each(['/modules/0', '/modules/7', '/modules/abc', '/modules/1.5', '/modules/01', '/modules/-1'])('sends %s home with a redirect', async (path) => {
    expect(await renderOnServer(path)).toEqual({ type: 'redirect', status: 302, location: '/' });
  });

  it('renders /modules for a visitor: modules 1 and 6 to start, 2 to 5 locked, a login link that comes back', async () => {
    expect(typeof window).toBe('undefined');
    const { html: page } = await pageOnServer('/modules');
    expect(page).toContain('Learning modules');
    expect(page.match(/Start Module/g)).toHaveLength(2);
    for (const n of [1, 2, 3, 4]) expect(page).toContain(`Complete Module ${n} to Unlock`);
    expect(page).toContain('href="/login?returnTo=/modules"');
    expect(page).toContain('href="/resources"');
  });

  it('renders a learner\'s cards in their four states and the summary of 5', async () => {
    const user = learner({ completedModules: [1, 6], quizScores: { '1': 80, '2': 40, '6': 100 } });
    const { html: page } = await pageOnServer('/modules', { user });
    expect(page).toContain('You have completed 1 of 5 modules (20%).');
    expect(page).toContain('Score: 80%');
    expect(page).toContain('In progress · Best score so far: 40%');
    expect(page).toContain('Continue Module');
    expect(page.match(/Review Module/g)).toHaveLength(2);
    expect(page).toContain('Complete Module 2 to Unlock');
  });

  it('renders module 1 for a visitor: the lesson in English only, the quiz tab disabled, a login that comes back', async () => {
    const { html: page, data } = await pageOnServer('/modules/1');
    expect(page).toContain(html(firstParagraph(module1En)));
    expect(page).toContain('Quiz (Login required)');
    expect(page).toMatch(/<a role="tab"[^>]*aria-disabled="true"/);
    expect(page).toContain('href="/login?returnTo=/modules/1"');
    expect(page).toContain('Module progress: 50%');
    expect(data).not.toContain(firstParagraph(module1Es));
    expect(data).toContain('"learning","lesson",1,"en"');
  });

  it('gives a visitor who asks for the quiz tab the lesson instead', async () => {
    const { html: page } = await pageOnServer('/modules/1?tab=quiz');
    expect(page).toContain(html(firstParagraph(module1En)));
    expect(page).not.toContain('Start Quiz');
  });

  it('renders module 1 in Spanish with the Spanish lesson only', async () => {
    const { html: page, data } = await pageOnServer('/modules/1', { locale: 'es' });
    expect(page).toContain(html(firstParagraph(module1Es)));
    expect(page).toContain('Examen (debe iniciar sesión)');
    expect(data).not.toContain(firstParagraph(module1En));
  });

  it('says a locked module is locked, links to the one before, and leaves its lesson out of the HTML and the data', async () => {
    const { html: page, data } = await pageOnServer('/modules/3', { user: learner({ completedModules: [1], quizScores: { '1': 100 } }) });
    expect(page).toContain('You need to complete Module 2 before accessing this content');
    expect(page).toContain('href="/modules/2"');
    for (const section of module3En.content.sections) {
      expect(page).not.toContain(html(section.paragraphs[0]!));
      expect(data).not.toContain(section.paragraphs[0]!);
    }
    expect(data).not.toContain('"lesson"');
  });

  it('opens module 3 once module 2 is completed, with Next Module to module 4 still closed', async () => {
    const { html: page } = await pageOnServer('/modules/3', { user: learner({ completedModules: [1, 2], quizScores: {} }) });
    expect(page).toContain(html(firstParagraph(module3En)));
    expect(page).toContain('href="/modules/2"');
    expect(page).not.toContain('href="/modules/4"');
    expect(page).toContain('Pass this quiz to open the next module.');
  });

  it('shows a signed-in learner the pass mark on the quiz tab (?tab=quiz), at 75%', async () => {
    const { html: page, data } = await pageOnServer('/modules/1?tab=quiz', { user: learner() });
    expect(page).toContain('This quiz has 5 questions. To pass, you need 70% or more.');
    expect(page).toContain('Start Quiz');
    expect(page).toContain('Module progress: 75%');
    expect(data).toContain('"learning","quiz",1,"en"');
    expect(data).not.toContain('"lesson"');
  });

  it('shows 100% progress on a completed module', async () => {
    const { html: page } = await pageOnServer('/modules/1', { user: learner({ completedModules: [1], quizScores: { '1': 100 } }) });
    expect(page).toContain('Module progress: 100%');
    expect(page).toContain('href="/modules/2"');
  });

  it('renders /resources: the Finance guide with ten sections by default, the other tabs as real links', async () => {
    const { html: page } = await pageOnServer('/resources');
    expect(page).toContain('Financial Literacy Basics');
    expect(page.match(/<section class="learning-section"/g)).toHaveLength(10);
    expect(page).toContain('href="/resources?tab=courage"');
    expect(page).toContain('href="/resources?tab=programs"');
    expect(page).toMatch(/rel="noopener noreferrer"[^>]*>[^<]*<span class="learning-sr-only"> <!-- -->\(opens another website\)/);
  });

  it('renders the Programs tab as four accordions that work without JavaScript', async () => {
    const { html: page } = await pageOnServer('/resources?tab=programs');
    expect(page.match(/<details/g)).toHaveLength(4);
    for (const title of ['ID documents', 'Reentry services', 'Photo ID', 'Housing']) expect(page).toContain(`<summary>${title}</summary>`);
  });

  it('renders /how-to-buy without a configured token: no address, no copy button, no buy link', async () => {
    const { html: page } = await pageOnServer('/how-to-buy', { answers: { 'GET /api/site-config': () => json(200, siteConfig()) } });
    expect(page).toContain('How to buy our token');
    expect(page).toContain('is not published yet');
    expect(page).not.toContain('Copy Address');
    expect(page).not.toContain('Buy the token on the exchange');
    expect(page).toContain('href="/contact"');
    expect(page).toContain('href="/assistance"');
  });

  it('renders /how-to-buy when the site configuration cannot be read, without failing', async () => {
    const { html: page } = await pageOnServer('/how-to-buy', { answers: { 'GET /api/site-config': () => json(500, {}) } });
    expect(page).toContain('is not published yet');
  });

  it('renders the configured network, address and buy link', async () => {
    const address = '0x1111111111111111111111111111111111111111';
    const token = { network: 'Base', contractAddress: address, buyUrl: 'https://exchange.example/swap?token=1' };
    const { html: page } = await pageOnServer('/how-to-buy', { answers: { 'GET /api/site-config': () => json(200, siteConfig(token)) } });
    expect(page).toContain(`<code id="learning-contract-address" class="learning-token__address">${address}</code>`);
    expect(page).toContain('Base');
    expect(page).toContain('href="https://exchange.example/swap?token=1" rel="noopener noreferrer"');
  });

  it('loads Spanish messages for every English one', async () => {
    const es = await remote.loadMessages('es');
    expect(es['learning.moduleNav.quizTabLocked']).toBe('Examen (debe iniciar sesión)');
    expect(await remote.loadMessages('en')).toEqual({});
  });
});
