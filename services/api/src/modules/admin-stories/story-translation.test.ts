import type Koa from 'koa';
import { adminPageSchema, adminSuccessStorySchema } from '@reentry/contracts/admin-lists';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET, auditRows, userWith, type TestUser } from '../../test/admin-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

// Issue 39, 4.3: staff write a story's translation in the dashboard; the other language's home page shows it.

let db: TestDatabase;
let app: Koa;
let admin: TestUser;
let editor: TestUser;
let luis: number;
const page = adminPageSchema(adminSuccessStorySchema);
const translation = { story: 'I opened my first bank account and I save every month.', location: 'Columbus', occupation: 'Cook' };

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'st-admin', { isAdmin: true });
  editor = await userWith(db.knex, 'st-editor', { isContentEditor: true });
  const rows = (await db.knex('success_stories').insert({ name: 'Luis Aprobado', story: 'Abrí mi primera cuenta de banco y ahorro cada mes.', locale: 'es', isApproved: true, publishConsentAt: new Date() }).returning('id')) as { id: number }[];
  luis = rows[0]!.id;
});
afterAll(() => db.destroy());

const englishHome = async () => (await apiGet(app, '/api/success-stories?locale=en')).body as { name: string; story: string; locale: string; translatedFrom: string | null }[];

describe("a story's translation, written in the dashboard", () => {
  it('adds the English text of a Spanish story: the English home page shows it as a translation; audited', async () => {
    const res = await apiPost(app, `/api/admin/success-stories/${luis}/translation`, translation, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(adminSuccessStorySchema.parse(res.body)).toMatchObject({ id: luis, translationOfId: null, translation: { ...translation, id: expect.any(Number) } });
    expect(await englishHome()).toEqual([expect.objectContaining({ name: 'Luis Aprobado', story: translation.story, locale: 'en', translatedFrom: 'es' })]);
    expect((await auditRows(db.knex, 'success_story.translated'))[0]).toMatchObject({ actorUsername: 'st-admin', targetId: String(luis), detail: { locale: 'en' } });
    const listed = page.parse((await apiGet(app, '/api/admin/success-stories?sort=name', admin.cookie)).body).items;
    expect(listed.find((story) => story.locale === 'en')).toMatchObject({ translationOfId: luis, isApproved: true });
  });

  it('corrects the same translation when sent again (no second row)', async () => {
    const fixed = { ...translation, story: 'I opened my first bank account. I save money every month.' };
    expect((await apiPost(app, `/api/admin/success-stories/${luis}/translation`, fixed, { cookie: admin.cookie })).body.translation).toMatchObject({ story: fixed.story });
    expect((await englishHome()).map((story) => story.story)).toEqual([fixed.story]);
    expect(await db.knex('success_stories').where({ translationOfId: luis }).count('* as n').first()).toEqual({ n: 1 });
    expect(await auditRows(db.knex, 'success_story.translation_updated')).toHaveLength(1);
  });

  it('refuses a short text, an odd body, a translation of a translation, a missing story and a non-admin, in the reader\'s language', async () => {
    const short = await apiPost(app, `/api/admin/success-stories/${luis}/translation`, { story: 'Too short.' }, { cookie: admin.cookie, lang: 'es' });
    expectSafeEnvelope(short, 400, 'VALIDATION_FAILED');
    expect(short.body.error.fields.story).toBe('Su historia debe tener al menos 20 caracteres');
    expectSafeEnvelope(await apiPost(app, `/api/admin/success-stories/${luis}/translation`, [1, 2], { cookie: admin.cookie }), 400, 'VALIDATION_FAILED');
    const english = (await db.knex('success_stories').where({ translationOfId: luis }).first('id')) as { id: number };
    const again = await apiPost(app, `/api/admin/success-stories/${english.id}/translation`, translation, { cookie: admin.cookie, lang: 'es' });
    expectSafeEnvelope(again, 409, 'CONFLICT');
    expect(again.body.error.message).toBe('Esta historia es una traducción. Escriba mejor la traducción de la historia original.');
    expectSafeEnvelope(await apiPost(app, '/api/admin/success-stories/999999/translation', translation, { cookie: admin.cookie }), 404, 'NOT_FOUND');
    expectSafeEnvelope(await apiPost(app, `/api/admin/success-stories/${luis}/translation`, translation, { cookie: editor.cookie }), 403, 'FORBIDDEN');
  });
});
