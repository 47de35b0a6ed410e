import type Koa from 'koa';
import { contentKeys } from '@reentry/contracts/content-studio-rules';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET, userWith, type TestUser } from '../../test/admin-kit.js';
import { copyOf, publishContent, readContent, saveContent } from '../../test/content-kit.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { releaseSeeds, seedContent, seedDocument } from './content-seed.js';

// Issue 43, one source of truth for content: `libs/content` is only the first seed of a new database. A start
// never publishes; a release's changed text is offered to editors as a draft; the publish gate (reading level,
// the Spanish check) passes every seed, so what learners read is what the gate checked.

let db: TestDatabase;
let app: Koa;
let admin: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'ci-seed-admin', { isAdmin: true });
});
afterAll(() => db.destroy());

type Titled = { en: { title: string }[]; es: unknown };
/** Teaching resources with their first English title changed: a later release's text. */
function resourcesTitled(title: string): Titled {
  const doc = copyOf(releaseSeeds()['teaching-resources']) as unknown as Titled;
  doc.en[0]!.title = title;
  return doc;
}
const liveTitle = async () => {
  const read = (await apiGet(app, '/api/content/teaching-resources?lang=en')).body as { version: number; document: { title: string }[] };
  return { version: read.version, title: read.document[0]!.title };
};
const rows = () => db.knex('content_documents').orderBy('key').select('key', 'draft', 'draftVersion', 'publishedVersion');
const versions = () => db.knex('content_versions').orderBy(['key', 'version']).select('key', 'version', 'document');

describe('a start', () => {
  it('leaves every untouched seeded document as it was: no new version, no draft', async () => {
    await seedContent(db.knex);
    const [documents, published] = [await rows(), await versions()];
    expect(documents).toHaveLength(contentKeys.length);
    expect(await seedContent(db.knex)).toBe(0);
    expect(await rows()).toEqual(documents);
    expect(await versions()).toEqual(published);
  });

  it('offers a changed seed as the draft and never publishes it; an editor publishes it through the gate', async () => {
    const original = releaseSeeds()['teaching-resources'] as unknown as Titled;
    const before = await liveTitle();
    expect(await seedDocument(db.knex, 'teaching-resources', resourcesTitled('A fixed title'))).toBe(true);
    expect(await seedDocument(db.knex, 'teaching-resources', resourcesTitled('A fixed title'))).toBe(false);

    // Learners still read the published text; the studio has the release's text waiting as the draft.
    expect(await liveTitle()).toEqual(before);
    expect(before.title).toBe(original.en[0]!.title);
    const record = await readContent(app, admin.cookie, 'teaching-resources');
    expect((record.draft as unknown as Titled).en[0]!.title).toBe('A fixed title');
    expect(record.published!.version).toBe(before.version);

    expect((await publishContent(app, admin.cookie, 'teaching-resources', { baseVersion: record.version })).status).toBe(200);
    expect(await liveTitle()).toEqual({ version: before.version + 1, title: 'A fixed title' });
  });

  it("never replaces an editor's waiting draft; once it is thrown away, the next start offers the release's text", async () => {
    const { draft, version } = await readContent(app, admin.cookie, 'teaching-resources');
    const mine = copyOf(draft) as unknown as Titled;
    mine.en[0]!.title = 'My own title';
    expect((await saveContent(app, admin.cookie, 'teaching-resources', mine, version)).status).toBe(200);

    expect(await seedDocument(db.knex, 'teaching-resources', resourcesTitled('A release title'))).toBe(false);
    const waiting = await readContent(app, admin.cookie, 'teaching-resources');
    expect((waiting.draft as unknown as Titled).en[0]!.title).toBe('My own title');

    expect((await apiPost(app, '/api/admin/content/teaching-resources/discard', { baseVersion: waiting.version }, { cookie: admin.cookie })).status).toBe(200);
    expect(await seedDocument(db.knex, 'teaching-resources', resourcesTitled('A release title'))).toBe(true);
    expect(((await readContent(app, admin.cookie, 'teaching-resources')).draft as unknown as Titled).en[0]!.title).toBe('A release title');
    // A newer release replaces an offered draft nobody changed; the live text stays what the editor published.
    expect(await seedDocument(db.knex, 'teaching-resources', resourcesTitled('A newer release title'))).toBe(true);
    expect(((await readContent(app, admin.cookie, 'teaching-resources')).draft as unknown as Titled).en[0]!.title).toBe('A newer release title');
    expect((await liveTitle()).title).toBe('A fixed title');
  });
});

describe('the publish gate', () => {
  it.each(contentKeys.map((key) => [key]))('passes %s as this release seeds it (reading level, Spanish, links, quiz rules)', async (key) => {
    const { version, problems } = await readContent(app, admin.cookie, key);
    expect(problems).toEqual([]);
    const published = await publishContent(app, admin.cookie, key, { baseVersion: version });
    expect([published.status, published.text.slice(0, 300)]).toEqual([200, expect.any(String)]);
  });
});
