import type Koa from 'koa';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET, auditRows, userWith, type TestUser } from '../../test/admin-kit.js';
import { copyOf, editAndPublish, publishContent, readContent, saveContent, type Doc } from '../../test/content-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

// The content studio's roles, publish checks, conflicts, versions, rollback and overrides, on PostgreSQL.

let db: TestDatabase;
let app: Koa;
let admin: TestUser;
let editor: TestUser;
let learner: TestUser;
let instructor: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'cs-admin', { isAdmin: true });
  editor = await userWith(db.knex, 'cs-editor', { isContentEditor: true });
  learner = await userWith(db.knex, 'cs-learner');
  instructor = await userWith(db.knex, 'cs-teacher', { isInstructor: true });
});
afterAll(() => db.destroy());

const HARD = 'Notwithstanding comprehensive administrative documentation requirements, individuals experiencing reintegration difficulties should systematically investigate institutional opportunities, organizational partnerships, and governmental assistance mechanisms available throughout their communities.';

describe('the content editor role', () => {
  it('is refused by the applications, donations and users routes, like a learner and an instructor', async () => {
    for (const user of [learner, instructor, editor]) {
      for (const path of ['/api/admin/assistance-requests', '/api/admin/donations', '/api/admin/user-progress']) {
        expectSafeEnvelope(await apiGet(app, path, user.cookie), 403, 'FORBIDDEN');
      }
    }
    // The organisation's public contact details are the editor's too (issue 39: modules/organisation/organisation-editor.test.ts).
    for (const user of [learner, instructor]) expectSafeEnvelope(await apiGet(app, '/api/admin/organisation', user.cookie), 403, 'FORBIDDEN');
  });

  it('lets an editor and an admin into the content studio, and refuses a learner, an instructor and a visitor', async () => {
    for (const user of [editor, admin]) {
      const res = await apiGet(app, '/api/admin/content', user.cookie);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      expect((res.body.documents as { key: string }[]).map((doc) => doc.key)).toEqual(expect.arrayContaining(['module-1', 'quiz-6', 'resources', 'practice', 'x-post']));
    }
    for (const user of [learner, instructor]) expectSafeEnvelope(await apiGet(app, '/api/admin/content/module-1', user.cookie), 403, 'FORBIDDEN');
    expectSafeEnvelope(await apiGet(app, '/api/admin/content'), 401, 'UNAUTHENTICATED');
  });

  it('is granted by an admin (audited), read from the database on each request, and taken away at once', async () => {
    const writer = await userWith(db.knex, 'cs-writer');
    expectSafeEnvelope(await apiGet(app, '/api/admin/content', writer.cookie), 403, 'FORBIDDEN');
    expectSafeEnvelope(await apiPost(app, `/api/admin/users/${writer.id}/content-editor`, { isContentEditor: true }, { cookie: editor.cookie }), 403, 'FORBIDDEN');
    const granted = await apiPost(app, `/api/admin/users/${writer.id}/content-editor`, { isContentEditor: true }, { cookie: admin.cookie });
    expect(granted.body).toEqual({ id: writer.id, isContentEditor: true });
    expect((await auditRows(db.knex, 'user.content_editor_granted'))[0]).toMatchObject({ actorUsername: 'cs-admin', targetId: String(writer.id) });
    // The admin's user list shows the role, so the grant control can offer to take it back.
    const listed = (await apiGet(app, '/api/admin/user-progress?q=cs-writer', admin.cookie)).body.items as { username: string; isContentEditor: boolean }[];
    expect(listed.find((row) => row.username === 'cs-writer')).toMatchObject({ isContentEditor: true });
    // The grant ended the writer's sessions; a fresh session has the role.
    const again = await userWith(db.knex, 'cs-writer-2', { isContentEditor: true });
    expect((await apiGet(app, '/api/admin/content', again.cookie)).status).toBe(200);
    await db.knex('users').where({ id: again.id }).update({ isContentEditor: false });
    expectSafeEnvelope(await apiGet(app, '/api/admin/content', again.cookie), 403, 'FORBIDDEN');
  });
});

describe('publishing', () => {
  it('saves a draft, publishes it as a new version with who and when, and audits both', async () => {
    const before = await readContent(app, editor.cookie, 'workshop-faq');
    expect(before.published).toMatchObject({ version: 1, by: null });
    const version = await editAndPublish(app, editor.cookie, 'workshop-faq', (doc) => {
      (doc.en as unknown as { answer: string[] }[])[0]!.answer = ['Yes. The workshop is free.'];
      (doc.es as unknown as { answer: string[] }[])[0]!.answer = ['Sí. El taller es gratis.'];
    });
    expect(version).toBe(2);
    const versions = (await apiGet(app, '/api/admin/content/workshop-faq/versions', editor.cookie)).body.versions as { version: number; by: string | null; source: string }[];
    expect(versions.map((v) => [v.version, v.by, v.source])).toEqual([[2, 'cs-editor', 'publish'], [1, null, 'seed']]);
    expect((await auditRows(db.knex, 'content.draft_saved')).map((row) => row.targetId)).toContain('workshop-faq');
    expect((await auditRows(db.knex, 'content.published'))[0]).toMatchObject({ actorUsername: 'cs-editor', targetId: 'workshop-faq', detail: { version: 2, overridden: null } });
    const public_ = await apiGet(app, '/api/content/workshop-faq?lang=es');
    expect(public_.body.document[0].answer).toEqual(['Sí. El taller es gratis.']);
  });

  it('refuses a stale save with 409 and the current draft, who saved it and when', async () => {
    const { draft, version } = await readContent(app, editor.cookie, 'x-post');
    const mine = copyOf(draft);
    (mine.en as { hashtags: string[] }).hashtags[0] = '#Mine';
    expect((await saveContent(app, admin.cookie, 'x-post', mine, version)).status).toBe(200);
    const theirs = copyOf(draft);
    (theirs.en as { hashtags: string[] }).hashtags[0] = '#Theirs';
    const res = await saveContent(app, editor.cookie, 'x-post', theirs, version, 'es');
    expectSafeEnvelope(res, 409, 'CONFLICT');
    expect(res.body.error.message).toMatch(/^Otra persona guardó este documento/);
    expect(res.body.error.current).toMatchObject({ version: version + 1, draftSaved: { by: 'cs-admin' } });
    expect(res.body.error.current.draft.en.hashtags[0]).toBe('#Mine');
    expect(Date.parse(res.body.error.current.draftSaved.at)).not.toBeNaN();
  });

  it('rolls back to an earlier version as a new version, keeping every version', async () => {
    const res = await apiPost(app, '/api/admin/content/workshop-faq/rollback', { version: 1 }, { cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect(res.body.published).toMatchObject({ version: 3, by: 'cs-editor' });
    expect(res.body.draft.es[0].answer).not.toEqual(['Sí. El taller es gratis.']);
    const versions = (await apiGet(app, '/api/admin/content/workshop-faq/versions', editor.cookie)).body.versions as { version: number; source: string; rolledBackTo: number | null }[];
    expect(versions.map((v) => [v.version, v.source, v.rolledBackTo])).toEqual([[3, 'rollback', 1], [2, 'publish', null], [1, 'seed', null]]);
    expect((await apiGet(app, '/api/content/workshop-faq?lang=es')).body.version).toBeGreaterThanOrEqual(2);
    expectSafeEnvelope(await apiPost(app, '/api/admin/content/workshop-faq/rollback', { version: 99 }, { cookie: editor.cookie }), 404, 'NOT_FOUND');
    expect((await auditRows(db.knex, 'content.rolled_back'))[0]).toMatchObject({ targetId: 'workshop-faq', detail: { version: 3, rolledBackTo: 1 } });
  });

  it('answers one version with its whole document for a diff; 404 for none, 400 for a bad number, 403 for a learner', async () => {
    const two = await apiGet(app, '/api/admin/content/workshop-faq/versions/2', editor.cookie);
    expect(two.status).toBe(200);
    expect(two.body).toMatchObject({ key: 'workshop-faq', version: 2, source: 'publish', by: 'cs-editor' });
    expect(two.body.document.es[0].answer).toEqual(['Sí. El taller es gratis.']);
    const three = await apiGet(app, '/api/admin/content/workshop-faq/versions/3', admin.cookie);
    expect(three.body).toMatchObject({ version: 3, source: 'rollback', rolledBackTo: 1 });
    expect(three.body.document).toEqual((await apiGet(app, '/api/admin/content/workshop-faq/versions/1', editor.cookie)).body.document);
    expectSafeEnvelope(await apiGet(app, '/api/admin/content/workshop-faq/versions/99', editor.cookie), 404, 'NOT_FOUND');
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', '%00']) expectSafeEnvelope(await apiGet(app, `/api/admin/content/workshop-faq/versions/${bad}`, editor.cookie), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await apiGet(app, '/api/admin/content/workshop-faq/versions/1', learner.cookie), 403, 'FORBIDDEN');
  });
});

describe('the checks before publishing', () => {
  const problemsOf = (res: { body: { error: { problems: { path: string; check: string; message: string }[] } } }) => res.body.error.problems;

  it('refuse a grade-12 English paragraph (named, not its section) and a missing Spanish field, in the reader\'s language', async () => {
    const { draft, version } = await readContent(app, editor.cookie, 'module-2');
    const doc = copyOf(draft) as Doc & { en: { content: { sections: Record<string, unknown>[] } }; es: { content: { sections: Record<string, unknown>[] } } };
    // One hard paragraph among plain ones: the problem points at that paragraph, not at the section.
    doc.en.content.sections[2]!.paragraphs = ['Keep your card safe.', 'Call the bank if it is lost.', HARD];
    delete doc.en.content.sections[2]!.bullets;
    delete doc.es.content.sections[2]!.bullets;
    doc.es.content.sections[1]!.title = '';
    const saved = await saveContent(app, editor.cookie, 'module-2', doc, version);
    expect(saved.status).toBe(200);
    expect(saved.body.problems.map((p: { path: string; check: string }) => `${p.check} ${p.path}`)).toEqual(expect.arrayContaining(['englishLevel en.content.sections[2].paragraphs[2]', 'spanishMissing es.content.sections[1].title']));

    const res = await publishContent(app, editor.cookie, 'module-2', {}, 'es');
    expectSafeEnvelope(res, 422, 'CONTENT_CHECKS_FAILED');
    const problems = problemsOf(res);
    expect(problems).toEqual(expect.arrayContaining([
      { path: 'es.content.sections[1].title', check: 'spanishMissing', message: 'Escriba el texto en español de esta parte.' },
      expect.objectContaining({ path: 'en.content.sections[2].paragraphs[2]', check: 'englishLevel', message: expect.stringMatching(/^El inglés tiene un nivel de grado \d+\.\d\. Déjelo en grado 8 o menos/) }),
    ]));
    expect(problems.filter((p) => p.path === 'es.content.sections[1].title')).toHaveLength(1);
    expect((await readContent(app, editor.cookie, 'module-2')).published!.version).toBe(1);
  });

  it('refuse a quiz question with two right answers, and a quiz with a question missing', async () => {
    const { draft, version } = await readContent(app, editor.cookie, 'quiz-3');
    const doc = copyOf(draft) as Doc & { en: { questions: { options: { correct: boolean }[] }[] } };
    for (const option of doc.en.questions[0]!.options) option.correct = false;
    doc.en.questions[0]!.options[0]!.correct = true;
    doc.en.questions[0]!.options[1]!.correct = true;
    doc.en.questions.pop();
    expect((await saveContent(app, editor.cookie, 'quiz-3', doc, version)).status).toBe(200);
    const res = await publishContent(app, admin.cookie, 'quiz-3', { override: { reason: 'Trying to force it through.' } });
    expectSafeEnvelope(res, 422, 'CONTENT_CHECKS_FAILED');
    expect(problemsOf(res)).toEqual(expect.arrayContaining([
      { path: 'en.questions[0].options', check: 'rightAnswers', message: 'Mark exactly one right answer. This question has 2.' },
      { path: 'en.questions', check: 'questionCount', message: 'This quiz needs 5 questions. It has 4.' },
      expect.objectContaining({ path: 'es.questions', check: 'spanishCount' }),
    ]));
  });

  it('let an admin publish past the reading level with a reason (audited); an editor\'s override is 403', async () => {
    const { draft, version } = await readContent(app, admin.cookie, 'home');
    const doc = copyOf(draft) as Doc & { en: { missionCards: { body: string[] }[] } };
    doc.en.missionCards[0]!.body = [HARD];
    expect((await saveContent(app, editor.cookie, 'home', doc, version)).status).toBe(200);
    expectSafeEnvelope(await publishContent(app, editor.cookie, 'home'), 422, 'CONTENT_CHECKS_FAILED');
    const refused = await publishContent(app, editor.cookie, 'home', { override: { reason: 'The board asked for this wording.' } });
    expectSafeEnvelope(refused, 403, 'FORBIDDEN');
    expect(refused.body.error.message).toBe('Only an admin can publish despite the problems. Fix them, or ask an admin.');
    expectSafeEnvelope(await publishContent(app, admin.cookie, 'home', { override: { reason: '' } }), 400, 'VALIDATION_FAILED');

    const res = await publishContent(app, admin.cookie, 'home', { override: { reason: 'The board asked for this wording.' } });
    expect([res.status, res.body.error?.problems]).toEqual([200, undefined]);
    expect(res.body.published.version).toBe(2);
    const mine = (await auditRows(db.knex, 'content.published')).find((row) => row.targetId === 'home');
    expect(mine).toMatchObject({ actorUsername: 'cs-admin', detail: { version: 2, overridden: 'englishLevel', reason: 'The board asked for this wording.' } });
    const versions = (await apiGet(app, '/api/admin/content/home/versions', admin.cookie)).body.versions as { overrideReason: string | null }[];
    expect(versions[0]!.overrideReason).toBe('The board asked for this wording.');
  });

  it('flag an English sentence left in a Spanish paragraph at that paragraph, in the reader\'s language; only an admin publishes past it', async () => {
    const { draft, version } = await readContent(app, editor.cookie, 'module-4');
    const doc = copyOf(draft) as Doc & { es: { content: { sections: { paragraphs: string[] }[] } } };
    const english = 'You can keep your money safe with a bank account.';
    doc.es.content.sections[1]!.paragraphs[0] = `Abra una cuenta en un banco. ${english} Pregunte por las comisiones.`;
    expect((await saveContent(app, editor.cookie, 'module-4', doc, version)).status).toBe(200);

    const res = await publishContent(app, editor.cookie, 'module-4', {}, 'es');
    expectSafeEnvelope(res, 422, 'CONTENT_CHECKS_FAILED');
    expect(problemsOf(res)).toEqual([
      { path: 'es.content.sections[1].paragraphs[0]', check: 'spanishReadsEnglish', message: `Este texto en español tiene una frase en inglés: "${english}" Escríbala en español.` },
    ]);
    const inEnglish = await readContent(app, editor.cookie, 'module-4');
    expect(inEnglish.problems).toEqual([expect.objectContaining({ path: 'es.content.sections[1].paragraphs[0]', message: `This Spanish text has a sentence in English: "${english}" Write it in Spanish.` })]);
    expectSafeEnvelope(await publishContent(app, editor.cookie, 'module-4', { override: { reason: 'It is a quote.' } }), 403, 'FORBIDDEN');
    const passed = await publishContent(app, admin.cookie, 'module-4', { override: { reason: 'It is a quote of the bank app.' } });
    expect(passed.status).toBe(200);
    expect((await auditRows(db.knex, 'content.published')).find((row) => row.targetId === 'module-4')).toMatchObject({ detail: { overridden: 'spanishReadsEnglish' } });
  });

  it('publishes today\'s seeds as they are (they pass every check)', async () => {
    for (const key of ['module-1', 'quiz-6', 'resources', 'how-to-buy', 'teaching-resources', 'practice']) {
      const record = await readContent(app, editor.cookie, key);
      expect([key, record.problems]).toEqual([key, []]);
    }
  });
});

describe('the preview of a draft', () => {
  it('gives an editor the draft in one language as a reader sees it, never cached; the public read stays published', async () => {
    const { draft, version } = await readContent(app, editor.cookie, 'module-5');
    const next = copyOf(draft) as unknown as { es: { content: { sections: { title: string }[] } } };
    next.es.content.sections[0]!.title = 'Un título nuevo';
    expect((await saveContent(app, editor.cookie, 'module-5', next, version)).status).toBe(200);
    const res = await apiGet(app, '/api/admin/content/module-5/preview?lang=es', editor.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatchObject({ key: 'module-5', lang: 'es', version: version + 1 });
    expect(res.body.document.content.sections[0].title).toBe('Un título nuevo');
    expect((await apiGet(app, '/api/content/module-5?lang=es')).body.document.content.sections[0].title).not.toBe('Un título nuevo');
    for (const user of [learner, instructor]) expectSafeEnvelope(await apiGet(app, '/api/admin/content/module-5/preview?lang=es', user.cookie), 403, 'FORBIDDEN');
    expectSafeEnvelope(await apiGet(app, '/api/admin/content/module-5/preview?lang=es'), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await apiGet(app, '/api/admin/content/module-5/preview?lang=xx', editor.cookie), 400, 'VALIDATION_FAILED');
  });

  it('shows a quiz draft without its answers, and answers 422 for a draft that would break the page', async () => {
    const quiz = await apiGet(app, '/api/admin/content/quiz-2/preview?lang=en', admin.cookie);
    expect(quiz.status).toBe(200);
    expect(quiz.body.document.questions).toHaveLength(5);
    expect(quiz.text).not.toMatch(/correct|explanation/i);
    const { draft, version } = await readContent(app, editor.cookie, 'module-3');
    const broken = copyOf(draft) as unknown as { en: { content: unknown } };
    broken.en.content = 'not a lesson';
    expect((await saveContent(app, editor.cookie, 'module-3', broken, version)).status).toBe(200);
    const res = await apiGet(app, '/api/admin/content/module-3/preview?lang=en', editor.cookie);
    expectSafeEnvelope(res, 422, 'CONTENT_CHECKS_FAILED');
    expect(res.body.error.problems.length).toBeGreaterThan(0);
  });
});
