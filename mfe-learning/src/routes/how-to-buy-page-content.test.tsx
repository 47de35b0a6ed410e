/**
 * @jest-environment node
 */
// /how-to-buy shows the content studio's published `how-to-buy` document (GET /api/content/how-to-buy), in
// the server's HTML; an editor's draft in a preview (?preview=draft, staff only, never kept or indexed); never
// a text of its own (issue 43).
import { howToBuy } from '@reentry/content/how-to-buy';
import type { HowToBuy } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { contentEditor, json, learner, type Answer } from '../test/fake-api';
import { pageOnServer } from '../test/render-on-server';

const PUBLISHED = { en: 'Write your recovery phrase on paper, as an editor published it.', es: 'Escriba su frase de recuperación en papel, como lo publicó una editora.' };
const DRAFT = 'Write your recovery phrase on paper, still in the draft.';
const RELEASE_TEXT = howToBuy.en.steps[0]!.paragraphs[1]!;

/** The guide with the first step's second paragraph replaced. */
function guideWith(lang: Locale, sentence: string): HowToBuy {
  const changed = structuredClone(howToBuy[lang]);
  changed.steps[0]!.paragraphs[1] = sentence;
  return changed;
}

const answers: Record<string, Answer> = {
  'GET /api/content/how-to-buy': (request) => {
    const lang = request.url.endsWith('lang=es') ? 'es' : 'en';
    return json(200, { key: 'how-to-buy', lang, version: 6, document: guideWith(lang, PUBLISHED[lang]) });
  },
  'GET /api/admin/content/how-to-buy/preview': () => json(200, { key: 'how-to-buy', lang: 'en', version: 8, document: guideWith('en', DRAFT) }),
};

describe('the how-to-buy page', () => {
  it('shows the published guide in each language, in the server’s HTML and the page’s data, naming its version', async () => {
    for (const locale of ['en', 'es'] as const) {
      const { html, data, headers } = await pageOnServer('/how-to-buy', { locale, answers });
      expect(html).toContain(PUBLISHED[locale]);
      expect(html).not.toContain(howToBuy[locale].steps[0]!.paragraphs[1]!);
      expect(data).toContain(PUBLISHED[locale]);
      expect(headers).toEqual({ 'content-version': 'how-to-buy@6' });
    }
  });

  it('shows an editor the draft with a banner (in their language), never kept by a cache and not indexed', async () => {
    const { html, headers } = await pageOnServer('/how-to-buy?preview=draft', { user: contentEditor(), answers });
    expect(html).toContain(DRAFT);
    expect(html).not.toContain(PUBLISHED.en);
    expect(html).toContain('Preview of a draft.');
    expect(headers).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    const spanish = await pageOnServer('/how-to-buy?preview=draft', { user: contentEditor(), locale: 'es', answers });
    expect(spanish.html).toContain('Vista previa de un borrador.');
  });

  it('shows a learner or a visitor who asks for the preview the published page, without asking for the draft', async () => {
    for (const user of [learner(), null]) {
      const asked = jest.fn(answers['GET /api/admin/content/how-to-buy/preview']!);
      const { html } = await pageOnServer('/how-to-buy?preview=draft', { user, answers: { ...answers, 'GET /api/admin/content/how-to-buy/preview': asked } });
      expect(html).toContain(PUBLISHED.en);
      expect(html).not.toContain('Preview of a draft.');
      expect(asked).not.toHaveBeenCalled();
    }
  });

  it('shows the published guide in a preview whose draft cannot be shown (the API said 422), still never kept', async () => {
    const refusal = { 'GET /api/admin/content/how-to-buy/preview': () => json(422, { error: { code: 'CONTENT_CHECKS_FAILED', message: 'The document has problems.' } }) };
    const { html, headers } = await pageOnServer('/how-to-buy?preview=draft', { user: contentEditor(), answers: { ...answers, ...refusal } });
    expect(html).toContain(PUBLISHED.en);
    expect(html).not.toContain('Preview of a draft.');
    expect(headers).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
  });

  it('shows no release text when the API cannot be reached, nor on an API error: the page says it is loading', async () => {
    const offline = await pageOnServer('/how-to-buy', { answers: { 'GET /api/content/how-to-buy': () => Promise.reject(new TypeError('Failed to fetch')) } });
    expect(offline.html).not.toContain(RELEASE_TEXT);
    // The server's HTML says it is loading; in the browser, with no saved copy, the page then says it is not saved here (not-saved-offline.test.tsx).
    expect(offline.html).toContain('Loading');
    expect(offline.headers).toEqual({});
    const refused = await pageOnServer('/how-to-buy', { answers: { 'GET /api/content/how-to-buy': () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy.' } }) } });
    expect(refused.html).not.toContain(RELEASE_TEXT);
    expect(refused.html).toContain('Loading');
  });
});
