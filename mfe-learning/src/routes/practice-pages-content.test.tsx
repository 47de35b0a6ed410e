/**
 * @jest-environment node
 */
// Spot the scam shows the content studio's published `practice` document (GET /api/content/practice): the
// list, each scenario and the handout, in the server's HTML; an editor's draft in a preview (?preview=draft,
// staff only, never kept or indexed); never scenarios of its own (issue 43).
import { practiceScenarios } from '@reentry/content/practice';
import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import { createMockPlatform, createQueryClient } from '@reentry/platform';
import { contentEditor, fakeApi, json, learner, type Answer } from '../test/fake-api';
import { pageOnServer, renderOnServer } from '../test/render-on-server';
import { route } from './practice-page';

const ID = 'bank-fraud-alert';
const PUBLISHED = { en: 'Fraud alert, as an editor published it.', es: 'Alerta de fraude, como la publicó una editora.' };
const DRAFT = 'Fraud alert, still in the draft.';
const DRAFT_TITLE = 'A bank alert (draft title)';

/** The scenarios with the first line of `bank-fraud-alert` replaced, and without `irs-impostor`. */
function scenariosWith(lang: Locale, line: string): PracticeScenario[] {
  const changed = structuredClone(practiceScenarios[lang]).filter((scenario) => scenario.id !== 'irs-impostor') as PracticeScenario[];
  changed.find((scenario) => scenario.id === ID)!.message.lines[0] = line;
  return changed;
}

const answers: Record<string, Answer> = {
  'GET /api/content/practice': (request) => {
    const lang = request.url.endsWith('lang=es') ? 'es' : 'en';
    return json(200, { key: 'practice', lang, version: 3, document: scenariosWith(lang, PUBLISHED[lang]) });
  },
  'GET /api/admin/content/practice/preview': () => {
    const draft = scenariosWith('en', DRAFT);
    draft.find((scenario) => scenario.id === ID)!.title = DRAFT_TITLE;
    return json(200, { key: 'practice', lang: 'en', version: 9, document: draft });
  },
};
const PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

describe('Spot the scam from the content studio', () => {
  it('shows the published scenario on its page and in the handout, in each language, naming its version', async () => {
    for (const locale of ['en', 'es'] as const) {
      for (const path of [`/practice/${ID}`, '/practice/print']) {
        const { html, headers } = await pageOnServer(path, { locale, answers });
        expect(html).toContain(PUBLISHED[locale]);
        expect(html).not.toContain(practiceScenarios[locale].find((scenario) => scenario.id === ID)!.message.lines[0]);
        expect(headers).toEqual({ 'content-version': 'practice@3' });
      }
    }
  });

  it('lists the published scenarios only, and answers 404 for one the published document no longer has', async () => {
    const { html } = await pageOnServer('/practice', { answers });
    expect(html.match(/class="practice-list__item"/g)).toHaveLength(13);
    expect(html).not.toContain('href="/practice/irs-impostor"');
    const services = { queryClient: createQueryClient(), api: createMockPlatform({ fetch: fakeApi(answers).fetch }).api, getLocale: () => 'en' as const };
    const load = (id: string) => route(services).loader({ params: { id }, request: new Request(`http://localhost/practice/${id}`) } as never);
    await expect(load('irs-impostor')).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load(ID)).resolves.toMatchObject({ init: { headers: { 'Content-Version': 'practice@3' } } });
  });

  it('shows an editor the draft with a banner on the list, the scenario and the handout, never kept and not indexed', async () => {
    for (const path of ['/practice', `/practice/${ID}`, '/practice/print']) {
      const { html, headers } = await pageOnServer(`${path}?preview=draft`, { user: contentEditor(), answers });
      expect(html).toContain('Preview of a draft.');
      expect(html).toContain(DRAFT_TITLE);
      if (path !== '/practice') expect(html).toContain(DRAFT);
      expect(html).not.toContain(PUBLISHED.en);
      expect(headers).toEqual(PREVIEW_HEADERS);
    }
  });

  it('shows a learner or a visitor who asks for the preview the published page, without asking for the draft', async () => {
    for (const user of [learner(), null]) {
      const asked = jest.fn(answers['GET /api/admin/content/practice/preview']!);
      const { html, headers } = await pageOnServer(`/practice/${ID}?preview=draft`, { user, answers: { ...answers, 'GET /api/admin/content/practice/preview': asked } });
      expect(html).toContain(PUBLISHED.en);
      expect(html).not.toContain('Preview of a draft.');
      expect(headers).toEqual({ 'content-version': 'practice@3' });
      expect(asked).not.toHaveBeenCalled();
    }
  });

  it('shows no release text when the API cannot be reached, nor on an API error: the page says it is loading', async () => {
    const offline = await pageOnServer(`/practice/${ID}`, { answers: { 'GET /api/content/practice': () => Promise.reject(new TypeError('Failed to fetch')) } });
    expect(offline.html).not.toContain(practiceScenarios.en.find((scenario) => scenario.id === ID)!.message.lines[0]);
    // The server's HTML says it is loading; in the browser, with no saved copy, the page then says it is not saved here (not-saved-offline.test.tsx).
    expect(offline.html).toContain('Loading');
    expect(offline.headers).toEqual({});
    const refused = await renderOnServer(`/practice/${ID}`, { answers: { 'GET /api/content/practice': () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy.' } }) } });
    // Not a 404: whether the scenario exists is not known yet. The page stays up; the browser asks again.
    expect(refused).toMatchObject({ type: 'page', status: 200, html: expect.stringContaining('Loading') });
  });
});
