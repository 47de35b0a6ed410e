/**
 * @jest-environment node
 */
// The module cards (/modules) and each module page's heading show the published lessons' catalogue
// (GET /api/content/module-catalog): a title fixed in the content studio shows there too. Never a catalogue
// of its own (issue 43).
import { moduleCatalog } from '@reentry/content/module-catalog';
import type { Locale } from '@reentry/contracts/locale';
import { json, type Answer } from '../test/fake-api';
import { pageOnServer } from '../test/render-on-server';

const TITLE = { en: 'Digital Money, Step by Step', es: 'El dinero digital, paso a paso' };

const published: Record<string, Answer> = {
  'GET /api/content/module-catalog': (request) => {
    const lang: Locale = request.url.endsWith('lang=es') ? 'es' : 'en';
    const document = moduleCatalog[lang].map((module) => ({ ...module, title: module.id === 1 ? TITLE[lang] : module.title, topics: [`Topic of ${module.id}`] }));
    return json(200, { key: 'module-catalog', lang, version: 12, document });
  },
};

describe('the module catalogue', () => {
  it('gives the cards and the module page their published titles, in each language', async () => {
    for (const locale of ['en', 'es'] as const) {
      const cards = await pageOnServer('/modules', { locale, answers: published });
      expect(cards.html).toContain(TITLE[locale]);
      expect(cards.html).not.toContain(moduleCatalog[locale][0]!.title);
      expect(cards.headers).toEqual({ 'content-version': 'module-catalog@12' });
      const module = await pageOnServer('/modules/1', { locale, answers: published });
      expect(module.html).toMatch(new RegExp(`<h1[^>]*>${TITLE[locale]}</h1>`));
    }
  });

  it('shows no release catalogue when the API cannot be reached, and keeps the page up on an API error', async () => {
    const offline = await pageOnServer('/modules', { answers: { 'GET /api/content/module-catalog': () => Promise.reject(new TypeError('Failed to fetch')) } });
    expect(offline.html).not.toContain(moduleCatalog.en[0]!.title);
    expect(offline.headers).toEqual({});
    const refused = await pageOnServer('/modules/1', { answers: { 'GET /api/content/module-catalog': () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy.' } }) } });
    expect(refused.html).not.toContain(moduleCatalog.en[0]!.title);
    expect(refused.html).toContain('Module 1'); // the heading without the catalogue; the lesson is there
  });
});
