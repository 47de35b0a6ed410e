import type Koa from 'koa';
import request from 'supertest';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { apiGet, apiPost, apiPut } from '../../test/api-client.js';
import { TEST_SECRET, userWith, type TestUser } from '../../test/admin-kit.js';
import { learner } from '../../test/certificates-kit.js';
import { copyOf, editAndPublish, readContent, saveContent, type Doc } from '../../test/content-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

// What a content document may hold, how big it may be, the public read, and quiz attempts
// keeping the version they were graded on.

let db: TestDatabase;
let app: Koa;
let editor: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  editor = await userWith(db.knex, 'ci-editor', { isContentEditor: true });
});
afterAll(() => db.destroy());

/** The workshop FAQ with its first English answer replaced. */
async function faqWith(answer: unknown) {
  const { draft, version } = await readContent(app, editor.cookie, 'workshop-faq');
  const doc = copyOf(draft) as unknown as { en: { answer: unknown }[]; es: unknown };
  doc.en[0]!.answer = [answer];
  return { doc, version };
}

describe('a draft', () => {
  it.each([
    ['a NUL byte', 'Free\u0000 workshops.', 'Remove hidden or special characters from this text.'],
    ['a bidi override', 'Free \u202Eworkshops.', 'Remove hidden or special characters from this text.'],
    ['a script tag', 'Free <script>alert(1)</script> workshops.', 'Remove the HTML. Use plain text, **bold** and line breaks. Put links in the link fields.'],
    ['an HTML link', 'See <a href="https://usa.gov">this</a>.', 'Remove the HTML. Use plain text, **bold** and line breaks. Put links in the link fields.'],
    ['a javascript: link', 'Click javascript :alert(1) now.', 'Remove the script link. Links must start with https://.'],
    ['10,000 characters', 'x'.repeat(10_000), 'This text is too long. Use 4,000 characters or less.'],
  ])('is refused with 400 when a text has %s, naming the field, and nothing is saved', async (_label, answer, message) => {
    const { doc, version } = await faqWith(answer);
    const res = await saveContent(app, editor.cookie, 'workshop-faq', doc, version);
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    const fields = res.body.error.fields as Record<string, string>;
    expect(fields).toEqual({ 'document.en[0].answer[0]': message });
    expect((await readContent(app, editor.cookie, 'workshop-faq')).version).toBe(version);
  });

  it('refuses prototype keys: __proto__ as bad JSON, constructor as a field name', async () => {
    const { doc, version } = await faqWith('Fine.');
    const raw = JSON.stringify({ document: doc, baseVersion: version }).replace('"answer":', '"__proto__":{"isAdmin":true},"answer":');
    const put = (text: string) => request(app.callback()).put('/api/admin/content/workshop-faq/draft').set('X-Requested-With', 'fetch').set('Cookie', editor.cookie).set('Content-Type', 'application/json').send(text);
    expectSafeEnvelope(await put(raw), 400, 'INVALID_JSON');
    const withConstructor = JSON.stringify({ document: doc, baseVersion: version }).replace('"answer":', '"constructor":"x","answer":');
    const res = await put(withConstructor);
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({ 'document.en[0].constructor': 'This field name is not allowed.' });
  });

  it('refuses wrong types and an unknown key, in Spanish when asked', async () => {
    const { version } = await readContent(app, editor.cookie, 'workshop-faq');
    const bad = await apiPut(app, '/api/admin/content/workshop-faq/draft', { document: 'text', baseVersion: version }, { cookie: editor.cookie, lang: 'es' });
    expectSafeEnvelope(bad, 400, 'VALIDATION_FAILED');
    expect(bad.body.error.fields).toEqual({ document: 'Envíe el documento con su parte en inglés y su parte en español.' });
    expectSafeEnvelope(await apiPut(app, '/api/admin/content/workshop-faq/draft', { document: { en: [], es: [] }, baseVersion: '1' }, { cookie: editor.cookie }), 400, 'VALIDATION_FAILED');
    const unknown = await apiGet(app, '/api/admin/content/passwords', editor.cookie);
    expectSafeEnvelope(unknown, 400, 'VALIDATION_FAILED');
    expect(unknown.body.error.fields).toEqual({ key: 'There is no content with this name.' });
  });

  it('keeps emoji and text that only looks like markup as plain text', async () => {
    const { doc, version } = await faqWith('Yes 🎉. We **love** 1 < 2 and I <3 savings.\nSee you there.');
    expect((await saveContent(app, editor.cookie, 'workshop-faq', doc, version)).status).toBe(200);
    expect((await readContent(app, editor.cookie, 'workshop-faq')).draft.en).toEqual(doc.en);
  });

  it('over 512 KB is refused with 413, translated; a far bigger body too', async () => {
    const { version } = await readContent(app, editor.cookie, 'workshop-faq');
    const chunk = Array.from({ length: 140 }, () => 'a'.repeat(2000));
    const big = { en: { a: chunk }, es: { a: chunk } };
    const res = await saveContent(app, editor.cookie, 'workshop-faq', big, version, 'es');
    expectSafeEnvelope(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.body.error.message).toBe('Este documento es muy grande. Debe pesar menos de 512 KB.');
    const huge = { en: { a: chunk, b: chunk, c: chunk }, es: { a: chunk } };
    expectSafeEnvelope(await saveContent(app, editor.cookie, 'workshop-faq', huge, version), 413, 'PAYLOAD_TOO_LARGE');
    // An ordinary request keeps the normal 64 KB limit.
    expectSafeEnvelope(await apiPost(app, '/api/admin/content/workshop-faq/publish', { pad: 'x'.repeat(70_000) }, { cookie: editor.cookie }), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('the public read', () => {
  it('gives a quiz without its answer key or explanations, with an ETag and a short public cache', async () => {
    const res = await apiGet(app, '/api/content/quiz-1?lang=es');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.body).toMatchObject({ key: 'quiz-1', lang: 'es', version: 1, document: { moduleId: 1 } });
    expect(res.body.document.questions).toHaveLength(5);
    expect(res.text).not.toMatch(/correct|explanation/i);
    const again = await request(app.callback()).get('/api/content/quiz-1?lang=es').set('If-None-Match', res.headers.etag as string);
    expect(again.status).toBe(304);
    expectSafeEnvelope(await apiGet(app, '/api/content/quiz-1?lang=fr'), 400, 'VALIDATION_FAILED');
  });
});

describe('a quiz attempt', () => {
  it('keeps the version it was graded on; a changed right answer grades new attempts only', async () => {
    const user = await learner(db.knex, 'Quiz Keeper');
    const answers = getQuizAnswerKey('en', 1)!.answers.map((answer) => answer.correctAnswer);
    expect((await apiPost(app, '/api/modules/complete', { moduleId: 1, answers }, { cookie: user.cookie })).body).toMatchObject({ score: 100 });

    const admin = await userWith(db.knex, 'ci-admin', { isAdmin: true });
    const newRight = answers[0] === 'a' ? 'b' : 'a';
    const version = await editAndPublish(app, admin.cookie, 'quiz-1', (doc: Doc) => {
      for (const lang of ['en', 'es'] as const) {
        for (const option of (doc[lang] as { questions: { options: { value: string; correct: boolean }[] }[] }).questions[0]!.options) option.correct = option.value === newRight;
      }
    });
    expect(version).toBe(2);
    const res = await apiPost(app, '/api/modules/complete', { moduleId: 1, answers }, { cookie: user.cookie, lang: 'es' });
    expect(res.body).toMatchObject({ score: 80 });
    expect(res.body.results[0]).toMatchObject({ isCorrect: false, correctAnswer: newRight });

    const attempts = (await db.knex('quiz_attempts').where({ userId: user.id }).orderBy('id').select('contentVersion', 'correct', 'score')) as { contentVersion: number; correct: boolean[]; score: number }[];
    expect(attempts).toEqual([
      { contentVersion: 1, correct: [true, true, true, true, true], score: 100 },
      { contentVersion: 2, correct: [false, true, true, true, true], score: 80 },
    ]);
  });
});
