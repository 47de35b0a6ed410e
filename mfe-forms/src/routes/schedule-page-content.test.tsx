/**
 * @jest-environment node
 */
// /schedule's FAQ in the server's HTML: the published `workshop-faq`, and an editor's draft in a preview
// (?preview=draft, staff only, never kept or indexed) for the content studio's frame.
import type { User } from '@reentry/contracts/user';
import { fakeApi, json } from '../test/fake-api';
import { pageOnServer } from '../test/render-on-server';

const faq = (version: number, question: string) => () => json(200, { key: 'workshop-faq', lang: 'en', version, document: [{ id: 'faq-1', question, answer: ['Yes.'] }] });
const answers = {
  '/api/content/workshop-faq': faq(7, 'Is the workshop free?'),
  '/api/admin/content/workshop-faq/preview': faq(8, 'Is the workshop free for every facility?'),
};
const staff = (isContentEditor: boolean): User => ({
  id: 3, username: 'rosa', email: 'rosa@example.org', name: 'Rosa', isAdmin: false, isInstructor: false, isContentEditor, assignedInstructorId: null,
  progress: { completedModules: [], quizScores: {} },
});

describe('the schedule page’s FAQ', () => {
  it('is the published one, naming its version', async () => {
    const { html, headers } = await pageOnServer('/schedule', { fetch: fakeApi(answers).fetch });
    expect(html).toContain('Is the workshop free?');
    expect(headers).toEqual({ 'content-version': 'workshop-faq@7' });
  });

  it('is the draft with a banner in an editor’s preview, never kept by a cache and not indexed', async () => {
    const { html, headers } = await pageOnServer('/schedule?preview=draft', { fetch: fakeApi(answers).fetch, user: staff(true), locale: 'es' });
    expect(html).toContain('Is the workshop free for every facility?');
    expect(html).toContain('Vista previa de un borrador.');
    expect(headers).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
  });

  it('is the published one for anyone else who asks for the preview, and no draft is asked for', async () => {
    for (const user of [staff(false), null]) {
      const api = fakeApi(answers);
      const { html } = await pageOnServer('/schedule?preview=draft', { fetch: api.fetch, user });
      expect(html).toContain('Is the workshop free?');
      expect(html).not.toContain('Preview of a draft.');
      expect(api.requests.map((request) => request.url)).not.toContain('/api/admin/content/workshop-faq/preview?lang=en');
    }
  });
});
