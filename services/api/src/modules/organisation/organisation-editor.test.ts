// Issue 39, 2.4: a content editor keeps the organisation's public contact details up to date; who the
// organisation is (name, legal name, tax ID) stays with administrators, decided from the database role.
import type Koa from 'koa';
import { organisationRecordSchema } from '@reentry/contracts/organisation';
import { organisationExamples } from '@reentry/contracts/organisation.examples';
import { apiGet, apiPut } from '../../test/api-client.js';
import { TEST_SECRET, auditRows, userWith, type TestUser } from '../../test/admin-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

const PATH = '/api/admin/organisation';
const details = organisationExamples[0]!.values;

let db: TestDatabase;
let app: Koa;
let admin: TestUser;
let editor: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET, ORG_LEGAL_NAME: 'Env Legal Name Inc.', ORG_TAX_ID: '98-7654321' }) });
  admin = await userWith(db.knex, 'org-admin', { isAdmin: true });
  editor = await userWith(db.knex, 'org-editor', { isContentEditor: true });
});
afterAll(() => db.destroy());

const read = async (who: TestUser = admin) => organisationRecordSchema.parse((await apiGet(app, PATH, who.cookie)).body);
const save = (who: TestUser, body: unknown, lang?: 'en' | 'es') => apiPut(app, PATH, body, { cookie: who.cookie, lang });

describe('a content editor and the organisation details', () => {
  it('reads them, and saves the office phone, address, email, hours, ways to give and social links (audited)', async () => {
    const current = await read(editor);
    expect(current).toMatchObject({ legalName: 'Env Legal Name Inc.', taxId: '98-7654321' });
    const contact = {
      address: '7 Editor Way\nColumbus, OH 43215', phone: '(614) 555-0188', email: 'hello@example.org',
      officeHours: { en: 'Mondays 9 to 5', es: 'Los lunes, de 9 a 5' }, offlineGiving: { en: 'Mail a check.', es: 'Envíe un cheque.' },
      social: { ...current.social, instagram: 'https://instagram.com/secondchance' },
    };
    const res = await save(editor, { ...current, ...contact });
    expect(res.status).toBe(200);
    expect(organisationRecordSchema.parse(res.body)).toMatchObject({ ...contact, version: current.version + 1, legalName: 'Env Legal Name Inc.' });
    expect((await apiGet(app, '/api/site-config')).body.organisation).toMatchObject({ phone: '(614) 555-0188' });
    expect((await auditRows(db.knex, 'organisation.update'))[0]).toMatchObject({ actorUsername: 'org-editor' });
  });

  it.each([
    ['legal name', { legalName: 'Taken Over LLC' }],
    ['tax ID', { taxId: '11-1111111' }],
    ['public name', { publicName: 'Someone Else' }],
  ])('refuses a save that changes the %s with a clear 403, and saves nothing of it', async (_label, change) => {
    const before = await read();
    const res = await save(editor, { ...before, ...change, phone: '(614) 555-0111' }, 'es');
    expectSafeEnvelope(res, 403, 'FORBIDDEN');
    expect(res.body.error.message).toMatch(/^Solo una persona administradora puede cambiar el nombre, el nombre legal y el número de identificación fiscal\./);
    expect(await read()).toEqual(before);
  });

  it('is told in English too, and an admin may change those fields', async () => {
    const before = await read();
    const refused = await save(editor, { ...before, legalName: 'Taken Over LLC' }, 'en');
    expect(refused.body.error.message).toMatch(/^Only an administrator can change the name, legal name and tax ID\./);
    const res = await save(admin, { ...before, ...details, version: before.version });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ legalName: details.legalName, taxId: details.taxId });
  });

  it('reads the role from the database on each request: an editor who loses the role is refused at once', async () => {
    const former = await userWith(db.knex, 'org-former', { isContentEditor: true });
    expect((await apiGet(app, PATH, former.cookie)).status).toBe(200);
    await db.knex('users').where({ id: former.id }).update({ isContentEditor: false });
    expectSafeEnvelope(await apiGet(app, PATH, former.cookie), 403, 'FORBIDDEN');
    expectSafeEnvelope(await save(former, { ...(await read()) }), 403, 'FORBIDDEN');
  });
});
