import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { TEST_SECRET, auditRows, userWith, type TestUser } from '../../test/admin-kit.js';
import { copyOf, readContent, saveContent, type Doc } from '../../test/content-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

// Discard draft (issue 39, 2.5): the draft becomes the live version again, audited, on PostgreSQL.

let db: TestDatabase;
let app: Koa;
let editor: TestUser;
let learner: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  editor = await userWith(db.knex, 'cs-editor', { isContentEditor: true });
  learner = await userWith(db.knex, 'cs-learner');
});
afterAll(() => db.destroy());

describe('discarding a draft', () => {
  it('puts the live version back as the draft, audited; nothing is published; a stale or odd request is refused', async () => {
    const { draft, version, published } = await readContent(app, editor.cookie, 'teaching-resources');
    const changed = copyOf(draft) as Doc & { en: unknown };
    const edited = JSON.stringify(changed).replace(/"title":"[^"]*"/, '"title":"A draft title nobody wants"');
    expect((await saveContent(app, editor.cookie, 'teaching-resources', JSON.parse(edited), version)).status).toBe(200);
    expectSafeEnvelope(await apiPost(app, '/api/admin/content/teaching-resources/discard', { baseVersion: version }, { cookie: editor.cookie }), 409, 'CONFLICT');
    for (const body of [{}, [1, 2], { baseVersion: 'x' }]) expectSafeEnvelope(await apiPost(app, '/api/admin/content/teaching-resources/discard', body, { cookie: editor.cookie }), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await apiPost(app, '/api/admin/content/teaching-resources/discard', { baseVersion: version + 1 }, { cookie: learner.cookie }), 403, 'FORBIDDEN');

    const res = await apiPost(app, '/api/admin/content/teaching-resources/discard', { baseVersion: version + 1 }, { cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: version + 2, draft: published!.document, published: { version: published!.version } });
    expect(JSON.stringify(res.body.draft)).not.toContain('A draft title nobody wants');
    expect((await auditRows(db.knex, 'content.draft_discarded'))[0]).toMatchObject({ actorUsername: 'cs-editor', targetId: 'teaching-resources', detail: { version: version + 2, discarded: version + 1, live: published!.version } });
  });
});
