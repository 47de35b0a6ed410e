/**
 * @jest-environment node
 */
// The module page shows the content studio's published lesson and quiz (GET /api/content), an editor's
// draft in a preview (?preview=draft, staff only, never kept or indexed); never a text of its own (issue 43).
import { module1En } from '@reentry/content/modules/module-1.en';
import { module1Es } from '@reentry/content/modules/module-1.es';
import { module3En } from '@reentry/content/modules/module-3.en';
import { quiz1 } from '@reentry/content/quizzes/module-1';
import { contentEditor, json, learner, type Answer } from '../test/fake-api';
import { pageOnServer } from '../test/render-on-server';

const PUBLISHED = 'A sentence an editor fixed and published.';
const DRAFT = 'A sentence still in the draft.';

/** Module 1 as published (or drafted): its first paragraph replaced. */
function lessonWith(sentence: string, lesson: typeof module1En = module1En) {
  const changed = structuredClone(lesson) as { content: { sections: { paragraphs: string[] }[] } };
  changed.content.sections[0]!.paragraphs[0] = sentence;
  return changed;
}

const answersFor = (lang: 'en' | 'es'): Record<string, Answer> => ({
  'GET /api/content/module-1': (request) => json(200, { key: 'module-1', lang, version: 2, document: lessonWith(`${PUBLISHED} (${request.url.slice(-2)})`, lang === 'en' ? module1En : module1Es) }),
  'GET /api/admin/content/module-1/preview': () => json(200, { key: 'module-1', lang, version: 5, document: lessonWith(DRAFT) }),
});

describe('the module page', () => {
  it('shows the published lesson, in each language, not the text of the release', async () => {
    for (const [locale, lesson] of [['en', module1En], ['es', module1Es]] as const) {
      const { html, data, headers } = await pageOnServer('/modules/1', { locale, answers: answersFor(locale) });
      expect(html).toContain(`${PUBLISHED} (${locale})`);
      expect(html).not.toContain(lesson.content.sections[0]!.paragraphs[0]!.slice(0, 40));
      expect(data).toContain(`${PUBLISHED} (${locale})`);
      expect(headers).toEqual({ 'content-version': 'module-1@2' });
    }
  });

  it('shows the published quiz on the quiz tab (its questions as the API grades them)', async () => {
    const quiz = structuredClone(quiz1.en);
    quiz.questions[0]!.text = 'A question an editor changed?';
    const { html, data } = await pageOnServer('/modules/1?tab=quiz', { user: learner(), answers: { 'GET /api/content/quiz-1': () => json(200, { key: 'quiz-1', lang: 'en', version: 3, document: quiz }) } });
    expect(html).toContain('Start Quiz');
    expect(data).toContain('A question an editor changed?');
  });

  it('shows an editor the draft with a banner, never kept by a cache and not indexed', async () => {
    const { html, headers } = await pageOnServer('/modules/1?preview=draft', { user: contentEditor(), answers: answersFor('en') });
    expect(html).toContain(DRAFT);
    expect(html).not.toContain(PUBLISHED);
    expect(html).toContain('Preview of a draft.');
    expect(headers).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
  });

  it('shows a learner or a visitor who asks for the preview the published page, without asking for the draft', async () => {
    for (const user of [learner(), null]) {
      const answers = answersFor('en');
      const asked = jest.fn(answers['GET /api/admin/content/module-1/preview']!);
      const { html } = await pageOnServer('/modules/1?preview=draft', { user, answers: { ...answers, 'GET /api/admin/content/module-1/preview': asked } });
      expect(html).toContain(PUBLISHED);
      expect(html).not.toContain('Preview of a draft.');
      expect(asked).not.toHaveBeenCalled();
    }
  });

  it('shows the published page in a preview whose draft cannot be shown (the API said 422)', async () => {
    const answers = { ...answersFor('en'), 'GET /api/admin/content/module-1/preview': () => json(422, { error: { code: 'CONTENT_CHECKS_FAILED', message: 'The document has problems.' } }) };
    const { html } = await pageOnServer('/modules/1?preview=draft', { user: contentEditor(), answers });
    expect(html).toContain(PUBLISHED);
    expect(html).not.toContain('Preview of a draft.');
  });

  it('shows no release text when the API cannot be reached, nor on an API error: the page says it is loading', async () => {
    const { html } = await pageOnServer('/modules/1', { answers: { 'GET /api/content/module-1': () => Promise.reject(new TypeError('Failed to fetch')) } });
    expect(html).not.toContain(module1En.content.sections[0]!.paragraphs[0]!.slice(0, 40));
    // In the browser, with no saved copy, the page then says it is not saved here (not-saved-offline.test.tsx).
    expect(html).toContain('Loading the lesson');
    const refused = await pageOnServer('/modules/1', { answers: { 'GET /api/content/module-1': () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy.' } }) } });
    expect(refused.html).not.toContain(module1En.content.sections[0]!.paragraphs[0]!.slice(0, 40));
    expect(refused.html).toContain('Loading the lesson'); // the page stays up; the browser asks again
  });

  describe('a module the viewer has not unlocked (module 3, no quiz passed)', () => {
    const LOCKED = 'You need to complete Module 2 before accessing this content';
    const draftOf3 = { key: 'module-3', lang: 'en', version: 4, document: lessonWith(DRAFT, module3En) };

    it('shows an editor previewing its draft the draft, not the lock', async () => {
      const { html } = await pageOnServer('/modules/3?preview=draft', { user: contentEditor(), answers: { 'GET /api/admin/content/module-3/preview': () => json(200, draftOf3) } });
      expect(html).toContain(DRAFT);
      expect(html).toContain('Preview of a draft.');
      expect(html).not.toContain(LOCKED);
    });

    it('keeps it locked for a learner who adds the preview to the address, without asking for the draft', async () => {
      const asked = jest.fn(() => json(200, draftOf3));
      const { html, data } = await pageOnServer('/modules/3?preview=draft', { user: learner({ completedModules: [1], quizScores: { '1': 100 } }), answers: { 'GET /api/admin/content/module-3/preview': asked } });
      expect(html).toContain(LOCKED);
      expect(html).not.toContain(DRAFT);
      expect(data).not.toContain(DRAFT);
      expect(asked).not.toHaveBeenCalled();
    });

    it('keeps it locked when the API refuses the draft (the role was taken away since the page was open)', async () => {
      const refused = () => json(403, { error: { code: 'FORBIDDEN', message: 'Forbidden.' } });
      const { html } = await pageOnServer('/modules/3?preview=draft', { user: contentEditor(), answers: { 'GET /api/admin/content/module-3/preview': refused } });
      expect(html).toContain(LOCKED);
      expect(html).not.toContain(DRAFT);
    });

    it('keeps it locked for an editor who did not ask for the preview', async () => {
      const { html } = await pageOnServer('/modules/3', { user: contentEditor(), answers: { 'GET /api/admin/content/module-3/preview': () => json(200, draftOf3) } });
      expect(html).toContain(LOCKED);
    });
  });
});
