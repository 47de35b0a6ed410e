/**
 * @jest-environment node
 */
// /resources shows the content studio's published `resources` document (GET /api/content/resources), in
// the server's HTML; an editor's draft in a preview; never a text of its own (issue 43).
import { resources } from '@reentry/content/resources';
import type { Resources } from '@reentry/contracts/content-pages';
import { contentEditor, json, learner, type Answer } from '../test/fake-api';
import { pageOnServer } from '../test/render-on-server';

const NEW_PHONE = '(555) 010-4477';

/** The resources as published after an editor changed a program's text (a phone number that changed). */
function publishedWith(lang: 'en' | 'es'): Record<string, Answer> {
  const changed = structuredClone(resources[lang]) as Resources;
  changed.programs.accordions[1]!.body = [`Call ${NEW_PHONE} (${lang}).`];
  return { 'GET /api/content/resources': (request) => (request.url.endsWith(`lang=${lang}`) ? json(200, { key: 'resources', lang, version: 4, document: changed }) : undefined) };
}

describe('the resources page', () => {
  it('shows the published resources in each language, in the server’s HTML and the page’s data', async () => {
    for (const locale of ['en', 'es'] as const) {
      const { html, data, headers } = await pageOnServer('/resources?tab=programs', { locale, answers: publishedWith(locale) });
      expect(html).toContain(`Call ${NEW_PHONE} (${locale}).`);
      expect(data).toContain(NEW_PHONE);
      expect(headers).toEqual({ 'content-version': 'resources@4' });
    }
  });

  it('shows an editor the draft with a banner, never kept by a cache and not indexed; anyone else the published page', async () => {
    const draft = structuredClone(resources.en) as Resources;
    draft.programs.accordions[1]!.body = ['Call (555) 010-9999 (draft).'];
    const answers = { ...publishedWith('en'), 'GET /api/admin/content/resources/preview': () => json(200, { key: 'resources', lang: 'en', version: 5, document: draft }) };
    const preview = await pageOnServer('/resources?tab=programs&preview=draft', { user: contentEditor(), answers });
    expect(preview.html).toContain('Call (555) 010-9999 (draft).');
    expect(preview.html).toContain('Preview of a draft.');
    expect(preview.headers).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    const learnerView = await pageOnServer('/resources?tab=programs&preview=draft', { user: learner(), answers });
    expect(learnerView.html).toContain(`Call ${NEW_PHONE} (en).`);
    expect(learnerView.html).not.toContain('Preview of a draft.');
  });

  it('shows no release text when the API cannot be reached, nor on an API error: the page says it is loading', async () => {
    const offline = await pageOnServer('/resources', { answers: { 'GET /api/content/resources': () => Promise.reject(new TypeError('Failed to fetch')) } });
    expect(offline.html).not.toContain('Financial Literacy Basics');
    // The server's HTML says it is loading; in the browser, with no saved copy, the page then says it is not saved here (not-saved-offline.test.tsx).
    expect(offline.html).toContain('Loading');
    const refused = await pageOnServer('/resources', { answers: { 'GET /api/content/resources': () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy.' } }) } });
    expect(refused.html).not.toContain('Financial Literacy Basics');
    expect(refused.html).toMatch(/Loading|could not/i);
  });
});
