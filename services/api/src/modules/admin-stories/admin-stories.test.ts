import type Koa from 'koa';
import { adminPageSchema, adminSuccessStorySchema } from '@reentry/contracts/admin-lists';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET, auditRows, userWith, type TestUser } from '../../test/admin-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
let admin: TestUser;
const page = adminPageSchema(adminSuccessStorySchema);

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'mod', { isAdmin: true });
  await db.knex('success_stories').insert([
    { name: 'Dana Waiting', story: 'I found a job and opened my first bank account.', locale: 'en', isApproved: false },
    { name: 'Luis Aprobado', story: 'Abrí mi primera cuenta de banco y ahorro cada mes.', locale: 'es', isApproved: true },
  ]);
});
afterAll(() => db.destroy());

const publicNames = async () => ((await apiGet(app, '/api/success-stories?locale=en')).body as { name: string }[]).map((story) => story.name);

describe('story moderation', () => {
  it('lists every story with its approval, filtered by status and language', async () => {
    const all = page.parse((await apiGet(app, '/api/admin/success-stories?sort=name', admin.cookie)).body);
    expect(all.items.map((story) => [story.name, story.isApproved, story.locale])).toEqual([
      ['Dana Waiting', false, 'en'],
      ['Luis Aprobado', true, 'es'],
    ]);
    expect(page.parse((await apiGet(app, '/api/admin/success-stories?status=pending', admin.cookie)).body).items.map((s) => s.name)).toEqual(['Dana Waiting']);
    expect(page.parse((await apiGet(app, '/api/admin/success-stories?locale=es', admin.cookie)).body).items.map((s) => s.name)).toEqual(['Luis Aprobado']);
  });

  it('approving shows a story on the home page; unapproving hides it again; both audited', async () => {
    const dana = page.parse((await apiGet(app, '/api/admin/success-stories?q=dana', admin.cookie)).body).items[0]!;
    expect(await publicNames()).toEqual(['Luis Aprobado']);
    const approved = await apiPost(app, `/api/admin/success-stories/${dana.id}/approval`, { isApproved: true }, { cookie: admin.cookie });
    expect(adminSuccessStorySchema.parse(approved.body)).toMatchObject({ id: dana.id, isApproved: true });
    // The English page lists English stories only; the Spanish one showed there only while English had none.
    expect(await publicNames()).toEqual(['Dana Waiting']);
    await apiPost(app, `/api/admin/success-stories/${dana.id}/approval`, { isApproved: false }, { cookie: admin.cookie });
    expect(await publicNames()).toEqual(['Luis Aprobado']);
    expect((await auditRows(db.knex, 'success_story.approved')).map((row) => row.targetId)).toEqual([String(dana.id)]);
    expect((await auditRows(db.knex, 'success_story.unapproved')).map((row) => row.targetId)).toEqual([String(dana.id)]);
  });

  it('deleting removes a story for good, audited without its text; a second delete is 404', async () => {
    const luis = page.parse((await apiGet(app, '/api/admin/success-stories?q=luis', admin.cookie)).body).items[0]!;
    expect((await apiPost(app, `/api/admin/success-stories/${luis.id}/delete`, {}, { cookie: admin.cookie })).body).toEqual({ deleted: true });
    expect(await publicNames()).toEqual([]);
    const [audit] = await auditRows(db.knex, 'success_story.deleted');
    expect(audit!.detail).toEqual({ wasApproved: true, locale: 'es' });
    expect(JSON.stringify(audit)).not.toContain('cuenta de banco');
    expectSafeEnvelope(await apiPost(app, `/api/admin/success-stories/${luis.id}/delete`, {}, { cookie: admin.cookie }), 404, 'NOT_FOUND');
    expectSafeEnvelope(await apiPost(app, `/api/admin/success-stories/${luis.id}/approval`, { isApproved: true }, { cookie: admin.cookie }), 404, 'NOT_FOUND');
  });
});
