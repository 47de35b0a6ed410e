import type Koa from 'koa';
import { moduleCatalog } from '@reentry/content/module-catalog';
import { moduleTopics } from '@reentry/content/module-topics';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET, userWith, type TestUser } from '../../test/admin-kit.js';
import { learner, passModules } from '../../test/certificates-kit.js';
import { editAndPublish, type Doc } from '../../test/content-kit.js';
import { expectDocumented } from '../../test/openapi-check.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { createPublishedContent } from './published-cache.js';

// The module catalogue from the published lessons, and the one cached reader every service reads through.

let db: TestDatabase;
let app: Koa;
let admin: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'pr-admin', { isAdmin: true });
});
afterAll(() => db.destroy());

const catalog = (lang: string, etag?: string) => {
  const req = apiGet(app, `/api/content/module-catalog?lang=${lang}`);
  return etag ? req.set('If-None-Match', etag) : req;
};
const retitle = (id: number, titles: { en: string; es: string }) =>
  editAndPublish(app, admin.cookie, `module-${id}`, (doc: Doc) => {
    doc.en.title = titles.en;
    doc.es.title = titles.es;
  });

describe('GET /api/content/module-catalog', () => {
  it('answers the six modules as cards from the published lessons, with an ETag over their versions', async () => {
    const res = await catalog('es');
    expect(res.status).toBe(200);
    expectDocumented(res, 'GET', '/api/content/module-catalog');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.body).toMatchObject({ key: 'module-catalog', lang: 'es', version: 6 });
    expect(res.body.document).toEqual(moduleCatalog.es.map((card) => ({ ...card, topics: moduleTopics.es[card.id] })));
    expect((await catalog('es', res.headers.etag)).status).toBe(304);
    expect((await catalog('en', res.headers.etag)).status).toBe(200);
  });

  it('shows a published module title at once on this replica; the version grows and the ETag changes', async () => {
    const before = await catalog('en');
    await retitle(3, { en: 'Safe crypto habits', es: 'Hábitos seguros con cripto' });
    const after = await catalog('en');
    expect(after.body.version).toBe(before.body.version + 1);
    expect(after.body.document[2]).toMatchObject({ id: 3, title: 'Safe crypto habits', level: 'Intermediate' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await catalog('en', before.headers.etag)).status).toBe(200);
    expect((await catalog('es')).body.document[2].title).toBe('Hábitos seguros con cripto');
  });

  it('refuses a bad language with a translated 400', async () => {
    const res = await catalog('xx').set('Accept-Language', 'es');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields.lang).toBe('Elija inglés (en) o español (es).');
  });
});

describe('certificates', () => {
  it('name their modules as the published lessons are titled', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [6]);
    const [issued] = (await apiPost(app, '/api/certificates', {}, { cookie: user.cookie, lang: 'es' })).body.certificates;
    await retitle(6, { en: 'Money basics', es: 'Lo básico del dinero' });
    const verified = await apiGet(app, `/api/certificates/${issued.code}`);
    expect(verified.body.modules).toEqual([{ id: 6, title: 'Lo básico del dinero' }]);
  });
});

describe('the published content reader', () => {
  /** Publishes a new version of `x-post` behind the app's back (another replica's publish). */
  async function publishElsewhere(): Promise<number> {
    const { publishedVersion } = (await db.knex('content_documents').where({ key: 'x-post' }).first('publishedVersion')) as { publishedVersion: number };
    const { document } = (await db.knex('content_versions').where({ key: 'x-post', version: publishedVersion }).first('document')) as { document: object };
    const version = publishedVersion + 1;
    await db.knex('content_versions').insert({ key: 'x-post', version, document: JSON.stringify(document), source: 'publish' });
    await db.knex('content_documents').where({ key: 'x-post' }).update({ publishedVersion: version });
    return version;
  }

  it('keeps a document for its time to live, drops it when told, and reads afresh every time with 0', async () => {
    const cached = createPublishedContent(db.knex, 60_000);
    const fresh = createPublishedContent(db.knex, 0);
    const first = (await cached.read('x-post')).version;
    const next = await publishElsewhere();
    expect(next).toBe(first + 1);
    expect((await cached.read('x-post')).version).toBe(first);
    expect((await fresh.read('x-post')).version).toBe(next);
    cached.forget('x-post');
    expect((await cached.read('x-post')).version).toBe(next);
  });

  it('serves the public read from the same cache: a publish on another replica shows after the time to live', async () => {
    const first = (await apiGet(app, '/api/content/x-post?lang=en')).body.version as number;
    await publishElsewhere();
    const again = await apiGet(app, '/api/content/x-post?lang=en');
    expect(again.body.version).toBe(first);
    expect(again.headers.etag).toBe(`"x-post-${first}-en"`);
  });
});
