// Issue 39, 2.6: a new install names no organisation yet. The dashboard's prompt reads the empty legal name
// from the site config; a certificate made meanwhile names no issuer (none is made up), and names the
// organisation as soon as an admin fills it in, because the PDF is drawn when it is downloaded.
import type Koa from 'koa';
import { apiGet, apiPost, apiPut } from '../../test/api-client.js';
import { TEST_SECRET, userWith, type TestUser } from '../../test/admin-kit.js';
import { learner, passModules } from '../../test/certificates-kit.js';
import { binaryBody, readPdf } from '../../test/pdf-text.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
let admin: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  // No ORG_* settings: the first start of a new install.
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'first-admin', { isAdmin: true });
});
afterAll(() => db.destroy());

const pdfText = async (code: string, cookie: string) => (await readPdf((await apiGet(app, `/api/certificates/${code}.pdf`, cookie).buffer(true).parse(binaryBody)).body as Buffer)).text;

describe('a new install without the organisation details', () => {
  it('says the legal name is empty, prints no made-up issuer, and names the organisation on the same certificate once saved', async () => {
    expect((await apiGet(app, '/api/site-config')).body.organisation).toMatchObject({ publicName: '', legalName: '' });

    const user = await learner(db.knex, 'Early Learner');
    await passModules(app, user.cookie, [1, 2, 3, 4, 5]);
    const { code } = (await apiPost(app, '/api/certificates', {}, { cookie: user.cookie, lang: 'es' })).body.certificates[0] as { code: string };
    const before = await pdfText(code, user.cookie);
    expect(before).toContain('Early Learner');
    expect(before).not.toMatch(/Emitido por|Issued by/);

    const record = (await apiGet(app, '/api/admin/organisation', admin.cookie)).body as Record<string, unknown>;
    expect((await apiPut(app, '/api/admin/organisation', { ...record, legalName: 'Second Start Inc.' }, { cookie: admin.cookie })).status).toBe(200);
    expect((await apiGet(app, '/api/site-config')).body.organisation.legalName).toBe('Second Start Inc.');
    expect(await pdfText(code, user.cookie)).toContain('Emitido por Second Start Inc.');
  });
});
